"""Diffeomorphic registration: a stationary velocity field integrated by scaling and squaring over `self.int_steps` python steps, each warping the field by itself."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class VecInt(HybridBlock):
    def __init__(self, int_steps=4, **kwargs):
        super().__init__(**kwargs)
        self.int_steps = int_steps
        self.scale = 1.0 / (2 ** int_steps)
        with self.name_scope():
            self.vel = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def _warp(self, F, img, flow):
        return F.BilinearSampler(img, F.GridGenerator(flow, transform_type="warp"))

    def hybrid_forward(self, F, moving, fixed):
        flow = self.vel(F.concat(moving, fixed, dim=1)) * self.scale
        for _ in range(self.int_steps):
            flow = flow + self._warp(F, flow, flow)
        return self._warp(F, moving, flow), flow


Net = VecInt
