"""TARNet: a shared representation, one outcome head per arm, the factual prediction chosen by `F.where` on the binarised treatment reshaped to a (N, 1) column (same shape as the heads), both potential outcomes returned."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,)]


class TARNet(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rep = nn.HybridSequential()
            self.rep.add(nn.Dense(hidden, activation="tanh"), nn.Dense(hidden, activation="tanh"))
            self.h0 = nn.Dense(1)
            self.h1 = nn.Dense(1)

    def hybrid_forward(self, F, x, t):
        phi = self.rep(x)
        y0, y1 = self.h0(phi), self.h1(phi)
        t = (t > 0).reshape((-1, 1))
        factual = F.where(t, y1, y0)
        return F.concat(y0, y1, factual, dim=1)


Net = TARNet
