"""A YOLO head behind CBAM's spatial attention: the channel mean and max of the map, a conv to one gate multiplied in with a plain `*`, then the head reshaped by `b, _, h, w = x.shape` into anchors, the objectness read by `p[..., 4]` and the grid x offset `F.arange(w)` added to the centres."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, anchors=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.na = anchors
        with self.name_scope():
            self.sconv = nn.Conv2D(1, 3, padding=1, in_channels=2)
            self.head = nn.Conv2D(anchors * 5, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        b, _, h, w = x.shape
        gate = F.sigmoid(self.sconv(F.concat(x.mean(axis=1, keepdims=True), x.max(axis=1, keepdims=True), dim=1)))
        x = x * gate
        p = self.head(x).reshape((b, self.na, 5, h, w)).transpose((0, 1, 3, 4, 2))
        cx = F.sigmoid(p[..., 0]) + F.arange(w)
        obj = F.sigmoid(p[..., 4])
        return F.stack(cx, obj, axis=-1)
