"""Gaussian splatting projection: means made homogeneous by `concat` with `ones_like` of a column, moved to
camera space by `F.dot` with the transposed view matrix (a constant from the constructor's python list), and
projected with the intrinsics `(fx, fy, cx, cy)` of a constructor tuple: u = fx x / z + cx by `slice_axis`
columns and `broadcast_div`."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(6, 3)]

VIEW = [[1.0, 0.0, 0.0, 0.1], [0.0, 1.0, 0.0, -0.2], [0.0, 0.0, 1.0, 4.0], [0.0, 0.0, 0.0, 1.0]]


class ProjectMeans(HybridBlock):
    def __init__(self, viewmat=VIEW, intrinsics=(50.0, 50.0, 32.0, 24.0), **kwargs):
        super().__init__(**kwargs)
        self.fx, self.fy, self.cx, self.cy = intrinsics
        view_t = onp.array(viewmat, dtype="float32").T
        with self.name_scope():
            self.view_t = self.params.get_constant("view_t", view_t)

    def hybrid_forward(self, F, means, view_t):
        ones = F.ones_like(means.slice_axis(axis=1, begin=0, end=1))
        cam = F.dot(F.concat(means, ones, dim=1), view_t)
        x, y, z = (cam.slice_axis(axis=1, begin=i, end=i + 1) for i in range(3))
        u = F.broadcast_div(x, z) * self.fx + self.cx
        v = F.broadcast_div(y, z) * self.fy + self.cy
        return F.concat(u, v, dim=1), z


Net = ProjectMeans
