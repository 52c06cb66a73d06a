"""Spatial transformer with a dense offset grid: the identity sampling grid from aranges over the feature map's height and width read from its shape, normalized to [-1, 1], broadcast to (B, 2, H, W), offsets from a conv added, and BilinearSampler."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.offset = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, x):
        h, w = x.shape[2:]
        ys = F.arange(h) / (h - 1) * 2 - 1
        xs = F.arange(w) / (w - 1) * 2 - 1
        gx = xs.reshape((1, 1, 1, w)).broadcast_to((x.shape[0], 1, h, w))
        gy = ys.reshape((1, 1, h, 1)).broadcast_to((x.shape[0], 1, h, w))
        grid = F.concat(gx, gy, dim=1) + 0.1 * F.tanh(self.offset(x))
        return F.BilinearSampler(x, grid)
