"""Scaling and squaring whose python loop composes the field in place with `flow += warp(flow, flow)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class VecInt(HybridBlock):
    def __init__(self, int_steps=3, **kwargs):
        super().__init__(**kwargs)
        self.int_steps = int_steps
        with self.name_scope():
            self.vel = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, moving, fixed):
        flow = self.vel(F.concat(moving, fixed, dim=1)) / (2 ** self.int_steps)
        for _ in range(self.int_steps):
            flow += F.BilinearSampler(flow, F.GridGenerator(flow, transform_type="warp"))
        return F.BilinearSampler(moving, F.GridGenerator(flow, transform_type="warp"))


Net = VecInt
