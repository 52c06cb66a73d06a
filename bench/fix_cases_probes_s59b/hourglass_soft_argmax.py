"""Integral pose regression on an hourglass's heatmaps: a spatial softmax over the flattened map, then expected coordinates from `F.arange(w)` and `F.arange(h)` of `h, w = heat.shape[2:]` reshaped to broadcast over the map."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, joints=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.joints = joints
        with self.name_scope():
            self.head = nn.Conv2D(joints, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        heat = self.head(x)
        h, w = heat.shape[2:]
        prob = F.softmax(heat.reshape((0, 0, -1)), axis=-1).reshape((0, 0, h, w))
        xs = F.arange(w).reshape((1, 1, 1, w))
        ys = F.arange(h).reshape((1, 1, h, 1))
        px = F.broadcast_mul(prob, xs).sum(axis=(2, 3))
        py = F.broadcast_mul(prob, ys).sum(axis=(2, 3))
        return F.stack(px, py, axis=2)
