"""A numpy-mode block reducing over configured axes with a python divisor."""
from mxnet.gluon import nn
from mxnet.util import use_np

INPUTS = [(2, 3, 4)]


@use_np
class Net(nn.HybridBlock):
    def __init__(self, axes=(1, 2), **kwargs):
        super().__init__(**kwargs)
        self.axes = axes
        self.count = 12

    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        return F.np.sum(x, axis=self.axes) / self.count
