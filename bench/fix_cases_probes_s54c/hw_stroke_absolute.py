"""Handwriting strokes as (dx, dy, pen) offsets: absolute pen positions by a cumulative sum of the offsets, the pen state kept as a mask."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, strokes):
        xy = F.cumsum(strokes[:, :, :2], axis=1)
        pen = strokes[:, :, 2:] > 0
        return F.concat(xy * (1 - pen), pen, dim=2)
