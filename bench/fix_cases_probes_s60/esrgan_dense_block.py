"""ESRGAN's ResidualDenseBlock_5C in an MXNet port: each conv reads the concatenation of all earlier features by `mx.nd.concat(x, x1, ..., dim=1)`, LeakyReLU(0.2), and the block returns `x5 * 0.2 + x`."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(1, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, nf=4, gc=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(gc, 3, padding=1, in_channels=nf)
            self.conv2 = nn.Conv2D(gc, 3, padding=1, in_channels=nf + gc)
            self.conv3 = nn.Conv2D(gc, 3, padding=1, in_channels=nf + 2 * gc)
            self.conv4 = nn.Conv2D(nf, 3, padding=1, in_channels=nf + 3 * gc)
            self.lrelu = nn.LeakyReLU(0.2)

    def hybrid_forward(self, F, x):
        x1 = self.lrelu(self.conv1(x))
        x2 = self.lrelu(self.conv2(mx.nd.concat(x, x1, dim=1)))
        x3 = self.lrelu(self.conv3(mx.nd.concat(x, x1, x2, dim=1)))
        x4 = self.conv4(mx.nd.concat(x, x1, x2, x3, dim=1))
        return x4 * 0.2 + x
