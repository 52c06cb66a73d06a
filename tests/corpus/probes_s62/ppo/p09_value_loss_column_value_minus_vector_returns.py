"""PPO value loss with the classic shape slip: the value head's (N, 1) output minus the (N,) returns by plain `-` (eagerly an (N, N) broadcast, traced an elementwise op of different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4,)]


class ValueLoss(HybridBlock):
    def __init__(self, obs_dim=8, hidden=16, **kwargs):
        super(ValueLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.v = nn.HybridSequential()
            self.v.add(nn.Dense(hidden, in_units=obs_dim, activation="tanh"), nn.Dense(1, in_units=hidden))

    def hybrid_forward(self, F, obs, returns):
        value = self.v(obs)
        return 0.5 * F.square(value - returns).mean()


Net = ValueLoss
