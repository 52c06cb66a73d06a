"""The non-local block, embedded Gaussian: theta, phi and g as 1x1 convs, `b, c, h, w = x.shape`,
each read as (b, c', h * w), the (h*w) x (h*w) affinity softmaxed over keys, the response read back as
(b, c', h, w) and projected, added to the input."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=6, inter=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.inter = inter
        with self.name_scope():
            self.theta = nn.Conv2D(inter, 1, in_channels=channels)
            self.phi = nn.Conv2D(inter, 1, in_channels=channels)
            self.g = nn.Conv2D(inter, 1, in_channels=channels)
            self.w = nn.Conv2D(channels, 1, in_channels=inter)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        theta = self.theta(x).reshape((b, self.inter, h * w)).transpose((0, 2, 1))
        phi = self.phi(x).reshape((b, self.inter, h * w))
        g = self.g(x).reshape((b, self.inter, h * w)).transpose((0, 2, 1))
        f = F.softmax(F.batch_dot(theta, phi), axis=-1)
        y = F.batch_dot(f, g).transpose((0, 2, 1)).reshape((b, self.inter, h, w))
        return x + self.w(y)
