"""PPO actor-critic: a shared MLP trunk, a categorical policy head returning log-probabilities by `log_softmax` and a scalar value head squeezed to (N,)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class ActorCritic(HybridBlock):
    def __init__(self, obs_dim=8, hidden=16, num_actions=5, **kwargs):
        super(ActorCritic, self).__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.HybridSequential()
            self.trunk.add(nn.Dense(hidden, in_units=obs_dim, activation="tanh"),
                           nn.Dense(hidden, in_units=hidden, activation="tanh"))
            self.pi = nn.Dense(num_actions, in_units=hidden)
            self.v = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, obs):
        h = self.trunk(obs)
        return F.log_softmax(self.pi(h), axis=-1), F.squeeze(self.v(h), axis=-1)


Net = ActorCritic
