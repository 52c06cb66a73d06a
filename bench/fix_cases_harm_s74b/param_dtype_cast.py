"""The Parameter's dtype (a python value) chooses the cast."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.scale = self.params.get('scale', shape=(1, 3), init='ones')

    def hybrid_forward(self, F, x, scale):
        return F.broadcast_mul(F.cast(x, self.scale.dtype), scale)
