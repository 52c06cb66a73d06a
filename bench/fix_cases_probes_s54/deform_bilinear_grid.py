"""Deformable sampling by BilinearSampler: a learned offset field added to a base pixel grid (F.arange over the map's height and width), normalised to [-1, 1] by the map's size."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.offset = nn.Conv2D(2, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        h, w = x.shape[2], x.shape[3]
        off = F.tanh(self.offset(x))
        ys = F.arange(h).reshape((1, h, 1)).broadcast_to((1, h, w))
        xs = F.arange(w).reshape((1, 1, w)).broadcast_to((1, h, w))
        base = F.concat(xs, ys, dim=0).expand_dims(0)
        pos = F.broadcast_add(off, base)
        gx = pos[:, 0:1] * 2 / (w - 1) - 1
        gy = pos[:, 1:2] * 2 / (h - 1) - 1
        return F.BilinearSampler(x, F.concat(gx, gy, dim=1))
