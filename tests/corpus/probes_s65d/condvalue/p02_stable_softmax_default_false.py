"""The same softmax with `stable=False` by default: `m` is the python 0 and `x - m` is legal."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5)]


class PlainSoftmax(HybridBlock):
    def __init__(self, stable=False, **kwargs):
        super().__init__(**kwargs)
        self._stable = stable

    def hybrid_forward(self, F, x):
        m = F.max(x, axis=-1, keepdims=True) if self._stable else 0
        e = F.exp(x - m)
        return F.broadcast_div(e, e.sum(axis=-1, keepdims=True))


Net = PlainSoftmax
