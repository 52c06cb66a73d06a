"""A helper builds a constant once and caches it on self; later calls add the cached array."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self._offset = None

    def _offset_for(self, F, x):
        if self._offset is None:
            self._offset = F.ones_like(x) * 0.5
        return self._offset

    def hybrid_forward(self, F, x):
        return x + self._offset_for(F, x)
