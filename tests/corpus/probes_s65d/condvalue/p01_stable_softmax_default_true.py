"""A softmax whose stabiliser is `m = F.max(x, axis=-1, keepdims=True) if self._stable else 0`, then
`F.exp(x - m)`; `stable=True` by default, so the plain `-` meets (B, C) and (B, 1)."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5)]


class StableSoftmax(HybridBlock):
    def __init__(self, stable=True, **kwargs):
        super().__init__(**kwargs)
        self._stable = stable

    def hybrid_forward(self, F, x):
        m = F.max(x, axis=-1, keepdims=True) if self._stable else 0
        e = F.exp(x - m)
        return F.broadcast_div(e, e.sum(axis=-1, keepdims=True))


Net = StableSoftmax
