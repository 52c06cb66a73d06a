"""An implicit network over a grid made from the feature map's size with `F.arange`: `h, w = feat.shape[-2:]`, pixel centres `(F.arange(h) + 0.5) / h * 2 - 1` reshaped to `(1, 1, h, 1)` and `(1, 1, 1, w)`, broadcast to the map and concatenated as two coordinate channels before a sine 1x1 convolution."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, c=3, omega_0=10.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.omega_0 = omega_0
        with self.name_scope():
            self.conv = nn.Conv2D(4, 1, in_channels=c + 2)

    def hybrid_forward(self, F, feat):
        n = feat.shape[0]
        h, w = feat.shape[-2:]
        ys = ((F.arange(h) + 0.5) / h * 2 - 1).reshape((1, 1, h, 1))
        xs = ((F.arange(w) + 0.5) / w * 2 - 1).reshape((1, 1, 1, w))
        ys = F.broadcast_to(ys, shape=(n, 1, h, w))
        xs = F.broadcast_to(xs, shape=(n, 1, h, w))
        return F.sin(self.omega_0 * self.conv(F.concat(feat, ys, xs, dim=1)))
