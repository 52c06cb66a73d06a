"""A python scale computed in __init__ (units ** -0.5) tested with `if` and multiplied in."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, scaled=True, **kwargs):
        super().__init__(**kwargs)
        self._scale = units ** -0.5 if scaled else 1.0

    def hybrid_forward(self, F, x):
        if self._scale < 1.0:
            x = x * self._scale
        return F.softmax(x, axis=-1)
