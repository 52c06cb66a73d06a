"""A namedtuple spec carries a `shape` field: a python tuple, not a tensor's shape."""
from collections import namedtuple

from mxnet.gluon import nn

INPUTS = [(2, 3)]
Spec = namedtuple('Spec', ['shape', 'dtype'])


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.spec = Spec(shape=(1, 3), dtype='float32')

    def hybrid_forward(self, F, x):
        bias = F.ones(self.spec.shape, dtype=self.spec.dtype)
        return F.broadcast_add(x, bias * 0.25)
