"""DCN-Mix low-rank cross: x0 * U(tanh(C(tanh(V x)))) + x with rank-r Dense layers (no bias on V and C), the bias added by the U Dense; all operands (N, D)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class LowRankCross(HybridBlock):
    def __init__(self, in_units=10, rank=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.v = nn.Dense(rank, use_bias=False, in_units=in_units)
            self.c = nn.Dense(rank, use_bias=False, in_units=rank)
            self.u = nn.Dense(in_units, in_units=rank)

    def hybrid_forward(self, F, x0):
        x = x0
        for _ in range(2):
            x = x0 * self.u(F.tanh(self.c(F.tanh(self.v(x))))) + x
        return x


Net = LowRankCross
