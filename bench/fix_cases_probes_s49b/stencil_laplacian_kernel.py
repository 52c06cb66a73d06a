"""Discrete Laplacian of a 2-d field as a fixed 3x3 convolution kernel."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 1, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, diffusivity=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._k = diffusivity
        with self.name_scope():
            self.scale = self.params.get('scale', shape=(1,), init='ones')

    def hybrid_forward(self, F, u, scale):
        kernel = mx.nd.array([[0, 1, 0], [1, -4, 1], [0, 1, 0]]).reshape((1, 1, 3, 3))
        lap = F.Convolution(u, kernel, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)
        return F.broadcast_mul(u + self._k * lap, scale)
