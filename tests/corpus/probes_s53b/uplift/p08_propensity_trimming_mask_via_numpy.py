"""Propensity trimming (Crump et al.): the rows with `0.1 < e < 0.9` found on the host with `e.asnumpy()` and kept by a NumPy boolean mask, the mean outcome difference of the kept rows returned."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,)]


class TrimmedEffect(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.prop = nn.Dense(1, activation="sigmoid")
            self.effect = nn.Dense(1)

    def hybrid_forward(self, F, x, t):
        e = self.prop(x).reshape((-1,)).asnumpy()
        keep = (e > 0.1) & (e < 0.9)
        tau = self.effect(x).reshape((-1,))
        return F.sum(tau * mx.nd.array(keep.astype("float32")))


Net = TrimmedEffect
