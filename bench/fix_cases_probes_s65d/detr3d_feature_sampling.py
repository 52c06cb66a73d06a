"""DETR3D's `feature_sampling`: 3-D reference points (sigmoid of a query Dense, scaled to the point-cloud
range by `ref[:, :, 0:1] * (pc[3] - pc[0]) + pc[0]`) made homogeneous by a concat of ones, repeated over the
cameras and projected by the input `lidar2img` 4x4 matrices (`batch_dot` with `transpose_b`), x and y divided by
the depth (clamped at eps) and normalised by the image size (`nd.array([W, H])` from `img_feats.shape`), a
visibility mask from the depth and the [0, 1] bounds, features sampled by BilinearSampler per view and averaged
over the visible views."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 8), (2, 3, 4, 4), (2, 3, 8, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, embed_dims=8, pc_range=(-5.0, -5.0, -2.0, 5.0, 5.0, 2.0), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pc_range = pc_range
        with self.name_scope():
            self.reference_points = nn.Dense(3, in_units=embed_dims, flatten=False)
            self.output_proj = nn.Dense(embed_dims, in_units=embed_dims, flatten=False)

    def hybrid_forward(self, F, query, lidar2img, img_feats):
        pc = self.pc_range
        ref = F.sigmoid(self.reference_points(query))
        ref_x = ref[:, :, 0:1] * (pc[3] - pc[0]) + pc[0]
        ref_y = ref[:, :, 1:2] * (pc[4] - pc[1]) + pc[1]
        ref_z = ref[:, :, 2:3] * (pc[5] - pc[2]) + pc[2]
        B, num_query = ref.shape[:2]
        num_cam = lidar2img.shape[1]
        _, _, C, H, W = img_feats.shape
        points = F.concat(ref_x, ref_y, ref_z, F.ones_like(ref_x), dim=-1)
        points = points.expand_dims(1).repeat(num_cam, axis=1).reshape((B * num_cam, num_query, 4))
        cam = F.batch_dot(points, lidar2img.reshape((B * num_cam, 4, 4)), transpose_b=True)
        eps = 1e-5
        depth = cam.slice_axis(axis=2, begin=2, end=3)
        xy = cam.slice_axis(axis=2, begin=0, end=2) / F.maximum(depth, eps)
        xy = xy / nd.array([W, H])
        mask = (depth > eps) * (xy.min(axis=2, keepdims=True) > 0) * (xy.max(axis=2, keepdims=True) < 1)
        grid = (xy * 2 - 1).transpose((0, 2, 1)).expand_dims(2)
        sampled = F.BilinearSampler(img_feats.reshape((B * num_cam, C, H, W)), grid)
        sampled = sampled.reshape((B, num_cam, C, num_query))
        mask = mask.reshape((B, num_cam, 1, num_query))
        count = F.maximum(mask.sum(axis=1), 1.0)
        feats = (sampled * mask).sum(axis=1) / count
        return self.output_proj(feats.transpose((0, 2, 1))) + query
