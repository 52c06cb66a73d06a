"""An MXNet-2-style numpy block whose forward (never traced in 1.x) reads its input's shape."""
from mxnet import np
from mxnet.gluon import nn
from mxnet.util import use_np

INPUTS = [(2, 3, 4)]


@use_np
class Net(nn.HybridBlock):
    def forward(self, x):
        x = x.as_np_ndarray()
        n, t, c = x.shape
        return np.reshape(x, (n, t * c)) / c
