"""A ghost bottleneck's SE gate by 1x1 convs on a keepdims mean: `x * gate` of (N, C, H, W) and (N, C, 1, 1) broadcast by NDArray's operator, and the residual added after a depthwise conv."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.dw = nn.Conv2D(channels, 3, padding=1, groups=channels, in_channels=channels)
            self.reduce = nn.Conv2D(channels // 2, 1, in_channels=channels)
            self.expand = nn.Conv2D(channels, 1, in_channels=channels // 2)

    def hybrid_forward(self, F, x):
        y = self.dw(x)
        gate = x.mean(axis=(2, 3), keepdims=True)
        gate = F.hard_sigmoid(self.expand(F.relu(self.reduce(gate))), alpha=1. / 6, beta=0.5)
        y = y * gate
        return y + x
