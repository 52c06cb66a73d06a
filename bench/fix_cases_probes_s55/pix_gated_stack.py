"""Gated PixelCNN layer: the vertical stack shifted down one row (zeros of the batch, channels and width concatenated above the map cut by `[:, :, :-1, :]`), split into tanh and sigmoid halves at half the channels."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.vconv = nn.Conv2D(4, (2, 3), padding=(1, 1), in_channels=2)
            self.hconv = nn.Conv2D(4, 1, in_channels=6)

    def hybrid_forward(self, F, x):
        v = self.vconv(x)[:, :, :x.shape[2], :]
        v = F.concat(F.zeros((v.shape[0], v.shape[1], 1, v.shape[3])), v[:, :, :-1, :], dim=2)
        c = v.shape[1] // 2
        gated = F.tanh(v[:, :c]) * F.sigmoid(v[:, c:])
        h = self.hconv(F.concat(gated, v, dim=1))
        return x + h[:, :2] * F.sigmoid(h[:, 2:])
