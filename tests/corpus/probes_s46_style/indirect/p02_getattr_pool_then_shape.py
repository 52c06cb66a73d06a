"""A reduction looked up by name (`getattr(F, self._reduce)`) whose result is reshaped from its own `.shape`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self, reduce="max", **kwargs):
        super().__init__(**kwargs)
        self._reduce = reduce

    def hybrid_forward(self, F, x):
        y = getattr(F, self._reduce)(x, axis=2)
        return y.reshape((y.shape[0] * y.shape[1],))
