"""Lift-Splat-Shoot's create_frustum in the forward: depth bins from `F.arange(*dbound)` broadcast to
(D, fH, fW) read from the feature map's `x.shape[2:]`, pixel xs and ys as linspace over the original
image (`F.arange(fW) * (ogfW - 1) / (fW - 1)`), stacked to (D, fH, fW, 3) and scaled by the
per-pixel depth probabilities, the points summed per pixel into an expected 3-D point per camera."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, dbound=(2.0, 6.0, 1.0), final_dim=(12, 20), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dbound = dbound
        self.final_dim = final_dim
        self.D = int((dbound[1] - dbound[0]) / dbound[2])
        with self.name_scope():
            self.depthnet = nn.Conv2D(self.D, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        ogfH, ogfW = self.final_dim
        fH, fW = x.shape[2:]
        ds = F.arange(*self.dbound).reshape((-1, 1, 1))
        ds = F.broadcast_to(ds, shape=(self.D, fH, fW))
        D = ds.shape[0]
        xs = (F.arange(fW) * (ogfW - 1) / (fW - 1)).reshape((1, 1, fW))
        xs = F.broadcast_to(xs, shape=(D, fH, fW))
        ys = (F.arange(fH) * (ogfH - 1) / (fH - 1)).reshape((1, fH, 1))
        ys = F.broadcast_to(ys, shape=(D, fH, fW))
        frustum = F.stack(xs, ys, ds, axis=-1)

        depth = F.softmax(self.depthnet(x), axis=1)
        points = frustum.expand_dims(0) * depth.expand_dims(-1)
        return points.sum(axis=1)
