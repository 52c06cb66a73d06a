"""The config's `mask_shape` builds a mask with `nd.ones` inside `hybrid_forward`."""
from types import SimpleNamespace

from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cfg = SimpleNamespace(mask_shape=(1, 6))

    def hybrid_forward(self, F, x):
        mask = nd.ones(self.cfg.mask_shape)
        return F.broadcast_mul(x, mask)
