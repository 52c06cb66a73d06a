"""TARNet factual loss that builds the control indicator with `mx.nd.ones_like(t) - t` (the `nd` namespace instead of F inside the forward)."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,), (6,)]


class FactualLoss(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rep = nn.Dense(hidden, activation="tanh")
            self.h0 = nn.Dense(1)
            self.h1 = nn.Dense(1)

    def hybrid_forward(self, F, x, t, y):
        phi = self.rep(x)
        t = t > 0
        c = mx.nd.ones_like(t) - t
        pred = t * self.h1(phi).reshape((-1,)) + c * self.h0(phi).reshape((-1,))
        return F.mean(F.square(pred - y))


Net = FactualLoss
