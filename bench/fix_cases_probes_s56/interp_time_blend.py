"""Time-conditioned frame synthesis: the interpolation time t as a constant plane `F.ones((n, 1, h, w)) * t` of the frames' sizes, concatenated to both frames, and the result blended (1 - t) * I0 + t * I1 plus a residual."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, t=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.t = t
        with self.name_scope():
            self.res = nn.Conv2D(3, 3, padding=1, in_channels=7)

    def hybrid_forward(self, F, i0, i1):
        n, _, h, w = i0.shape
        tmap = F.ones((n, 1, h, w)) * self.t
        blend = (1 - self.t) * i0 + self.t * i1
        return blend + self.res(F.concat(i0, i1, tmap, dim=1))
