"""FCOS's locations: the centres of a level's cells from its size and stride, `h, w = feat.shape[2:]`,
`shifts_x = F.arange(0, w * stride, stride)` and `shifts_y` likewise, tiled to a grid, stacked as
(h*w, 2) and offset by `stride // 2`; boxes decoded as `locations - ltrb[:2]`, `+ ltrb[2:]`."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, stride=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stride = stride
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, feat):
        h, w = feat.shape[2:]
        shifts_x = F.arange(0, w * self.stride, self.stride)
        shifts_y = F.arange(0, h * self.stride, self.stride)
        xs = F.tile(shifts_x.reshape((1, -1)), reps=(h, 1)).reshape((-1,))
        ys = F.tile(shifts_y.reshape((-1, 1)), reps=(1, w)).reshape((-1,))
        locations = F.stack(xs, ys, axis=1) + self.stride // 2
        ltrb = F.exp(self.reg(feat)).reshape((4, -1)).transpose() * self.stride
        return F.concat(locations - ltrb[:, :2], locations + ltrb[:, 2:], dim=1)
