"""TD3 twin critics: state and action concatenated on axis 1, two independent MLP heads Q1 and Q2, returned with their elementwise `F.minimum` (all (N, 1))."""
from mxnet.gluon import HybridBlock, nn


INPUTS = [(4, 6), (4, 2)]


def mlp(in_units):
    net = nn.HybridSequential()
    net.add(nn.Dense(16, in_units=in_units, activation="relu"), nn.Dense(1, in_units=16))
    return net


class TwinCritic(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, **kwargs):
        super(TwinCritic, self).__init__(**kwargs)
        with self.name_scope():
            self.q1 = mlp(state_dim + action_dim)
            self.q2 = mlp(state_dim + action_dim)

    def hybrid_forward(self, F, state, action):
        sa = F.concat(state, action, dim=1)
        q1, q2 = self.q1(sa), self.q2(sa)
        return q1, q2, F.minimum(q1, q2)


Net = TwinCritic
