"""A YOLOv3 output layer's centre decoding: the head output reshaped to `(b, na, 5 + nc, h, w)` by `b, _, h, w = x.shape` and moved to channels-last, the grid offsets built from `nd.arange(w)` and `nd.arange(h)` tiled to the map, and the centres read with ellipsis indexing `p[..., 0]`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, anchors=2, classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.na, self.nc = anchors, classes
        with self.name_scope():
            self.head = nn.Conv2D(anchors * (5 + classes), 1, in_channels=4)

    def hybrid_forward(self, F, x):
        b, _, h, w = x.shape
        p = self.head(x).reshape((b, self.na, 5 + self.nc, h, w)).transpose((0, 1, 3, 4, 2))
        gx = nd.arange(w).reshape((1, 1, 1, w)).tile((1, 1, h, 1))
        gy = nd.arange(h).reshape((1, 1, h, 1)).tile((1, 1, 1, w))
        cx = (F.sigmoid(p[..., 0]) + gx) / w
        cy = (F.sigmoid(p[..., 1]) + gy) / h
        return F.stack(cx, cy, axis=-1)
