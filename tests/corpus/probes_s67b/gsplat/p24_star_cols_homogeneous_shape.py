"""Gaussian splatting projection with a module helper `homogeneous(F, *cols)` that appends a ones column sized by
`cols[0].shape[0]` (the Gaussian count read from an `*args` tensor's shape: a Symbol has none)."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 3)]


def homogeneous(F, *cols):
    n = cols[0].shape[0]
    return F.concat(*cols, F.ones((n, 1)), dim=1)


class StarHomogeneous(HybridBlock):
    def __init__(self, focal=40.0, depth_offset=4.0, **kwargs):
        super().__init__(**kwargs)
        self.focal, self.depth_offset = focal, depth_offset

    def hybrid_forward(self, F, means):
        x, y, z = F.split(means, num_outputs=3, axis=1)
        hom = homogeneous(F, x, y, z + self.depth_offset)
        cam = hom.slice_axis(axis=1, begin=0, end=3)
        xy = cam.slice_axis(axis=1, begin=0, end=2)
        return F.broadcast_div(xy, cam.slice_axis(axis=1, begin=2, end=3)) * self.focal


Net = StarHomogeneous
