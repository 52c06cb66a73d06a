"""A CycleGAN generator's input handling: images in [0, 255] detected on the host by `x.max().asscalar() > 1` and mapped to [-1, 1], a channel-wise `nd.array` mean subtracted with a plain `-`, then a 1x1 conv; the batch size read by `len(x)` for a flatten of the mean patch score."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.mean = nd.array([0.1, 0.0, -0.1]).reshape((1, 3, 1, 1))
        with self.name_scope():
            self.conv = nn.Conv2D(3, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        x = x * 255
        if x.max().asscalar() > 1:
            x = x / 127.5 - 1
        x = x - self.mean
        out = self.conv(x)
        return out.reshape((len(x), -1)).mean(axis=1)
