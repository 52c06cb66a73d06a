"""CFR-net linear-MMD penalty: treated and control representation means from normalised weights `broadcast_div(t, sum(t))` reshaped to (N, 1) and applied with `broadcast_mul`, the squared norm of their difference; the treatment count is a graph sum, not a python number."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,)]


class LinearMMD(HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rep = nn.Dense(hidden, activation="tanh")

    def hybrid_forward(self, F, x, t):
        phi = self.rep(x)
        t = t > 0
        wt = F.broadcast_div(t, F.sum(t) + 1e-6).reshape((-1, 1))
        wc = F.broadcast_div(1 - t, F.sum(1 - t) + 1e-6).reshape((-1, 1))
        diff = F.sum(F.broadcast_mul(phi, wt), axis=0) - F.sum(F.broadcast_mul(phi, wc), axis=0)
        return F.sum(F.square(diff))


Net = LinearMMD
