"""Tucker-decomposed convolution: a 1x1 conv to the input rank, the core conv, a 1x1 conv back out; the core's output rescaled by the number of pixels read from the feature map's shape."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.first = nn.Conv2D(2, 1, use_bias=False, in_channels=6)
            self.core = nn.Conv2D(3, 3, padding=1, use_bias=False, in_channels=2)
            self.last = nn.Conv2D(6, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        n, c, h, w = x.shape
        core = self.core(self.first(x))
        energy = (core ** 2).sum(axis=(2, 3), keepdims=True) / (h * w)
        return self.last(F.broadcast_div(core, F.sqrt(energy + 1e-5)))
