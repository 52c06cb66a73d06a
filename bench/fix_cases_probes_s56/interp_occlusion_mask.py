"""Occlusion-aware blending (Super SloMo): a visibility map V (N, 1, H, W) from a sigmoid, the two warped frames (N, 3, H, W) weighted by (1 - t) V and t (1 - V), normalised by the weights' sum."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, t=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.t = t
        with self.name_scope():
            self.vis = nn.Conv2D(1, 3, padding=1, in_channels=6)

    def hybrid_forward(self, F, w0, w1):
        v = F.sigmoid(self.vis(F.concat(w0, w1, dim=1)))
        a = (1 - self.t) * v
        b = self.t * (1 - v)
        return (a * w0 + b * w1) / (a + b + 1e-8)
