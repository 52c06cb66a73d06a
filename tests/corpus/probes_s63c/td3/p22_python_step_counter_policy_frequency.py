"""TD3's delayed policy update by a python step counter on the block: `self.total_it += 1` and `if self.total_it % self.policy_freq == 0:` -- python values, never tensors."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1)]


class CounterLoss(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, policy_freq=1, **kwargs):
        super(CounterLoss, self).__init__(**kwargs)
        self.total_it, self.policy_freq = 0, policy_freq
        with self.name_scope():
            self.actor = nn.Dense(action_dim, in_units=state_dim, activation="tanh")
            self.q1 = nn.Dense(1, in_units=state_dim + action_dim)

    def hybrid_forward(self, F, state, target_q):
        self.total_it += 1
        loss = F.square(self.q1(F.concat(state, F.BlockGrad(self.actor(state)), dim=1)) - target_q).mean()
        if self.total_it % self.policy_freq == 0:
            loss = loss - self.q1(F.concat(state, self.actor(state), dim=1)).mean()
        return loss


Net = CounterLoss
