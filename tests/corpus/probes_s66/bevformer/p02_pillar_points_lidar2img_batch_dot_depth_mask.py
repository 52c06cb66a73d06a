"""BEVFormer's `point_sampling`: 3-D reference points of the BEV grid lifted to `num_points_in_pillar` Z
heights, built in `__init__` as homogeneous (P, 4) coordinates scaled to the point-cloud range, projected by the
batch's (N, 4, 4) `lidar2img` matrices with `F.batch_dot` of the points spread over the batch, depths taken by
`F.slice_axis`, uv divided by `F.broadcast_div` by the clamped depth and a validity mask `depth > eps`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 4)]


class PointSampling(HybridBlock):
    def __init__(self, bev_h=2, bev_w=3, num_z=2, pc_range=(-5.0, -5.0, -1.0, 5.0, 5.0, 3.0), eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        zs = np.linspace(0.5, num_z - 0.5, num_z) / num_z
        ys = np.linspace(0.5, bev_h - 0.5, bev_h) / bev_h
        xs = np.linspace(0.5, bev_w - 0.5, bev_w) / bev_w
        z, y, x = np.meshgrid(zs, ys, xs, indexing="ij")
        pts = np.stack([x, y, z], axis=-1).reshape(-1, 3)
        lo, hi = np.array(pc_range[:3]), np.array(pc_range[3:])
        pts = np.concatenate([pts * (hi - lo) + lo, np.ones((len(pts), 1))], axis=1)
        with self.name_scope():
            self.pts = self.params.get_constant("pts", pts.astype("float32"))

    def hybrid_forward(self, F, lidar2img, pts):
        batch_pts = F.broadcast_like(pts.expand_dims(0), lidar2img, lhs_axes=(0,), rhs_axes=(0,))
        cam = F.batch_dot(batch_pts, lidar2img, transpose_b=True)           # (N, P, 4)
        depth = F.slice_axis(cam, axis=2, begin=2, end=3)
        mask = depth > self.eps
        uv = F.broadcast_div(F.slice_axis(cam, axis=2, begin=0, end=2), F.maximum(depth, self.eps))
        return uv, mask


Net = PointSampling
