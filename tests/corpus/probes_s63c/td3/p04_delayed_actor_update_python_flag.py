"""TD3 losses in one block: the critic's TD error always, the actor loss `-Q1(s, pi(s)).mean()` added only `if self.update_actor:` -- a python attribute the training loop flips every `policy_freq` steps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2), (4, 1)]


class TD3Loss(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, update_actor=True, **kwargs):
        super(TD3Loss, self).__init__(**kwargs)
        self.update_actor = update_actor
        with self.name_scope():
            self.actor = nn.Dense(action_dim, in_units=state_dim, activation="tanh")
            self.q1 = nn.Dense(1, in_units=state_dim + action_dim)

    def hybrid_forward(self, F, state, action, target_q):
        critic_loss = F.square(self.q1(F.concat(state, action, dim=1)) - target_q).mean()
        if self.update_actor:
            actor_loss = -self.q1(F.concat(state, self.actor(state), dim=1)).mean()
            return critic_loss + actor_loss
        return critic_loss


Net = TD3Loss
