"""A SimpleNamespace config's dtype and size are python values read in forward."""
from types import SimpleNamespace

from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cfg = SimpleNamespace(dtype='float32', size=4, context=None)

    def hybrid_forward(self, F, x):
        y = F.cast(x, dtype=self.cfg.dtype)
        return F.slice_axis(y, axis=1, begin=0, end=self.cfg.size // 2)
