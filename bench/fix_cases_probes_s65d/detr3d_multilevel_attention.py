"""DETR3D's cross-attention over cameras and levels: reference points made homogeneous, projected per camera,
`reference_points_cam[..., 0] /= img_w` (and `[..., 1] /= img_h`) in place, moved to [-1, 1], the mask from the
depth and the bounds; for each feature level `BN, C, H, W = feat.shape`, BilinearSampler on a grid of
(BN, 2, Q, 1); the sampled (B, N, C, Q, L) features weighted by sigmoid attention weights of (B, N, 1, Q, L)
and the mask of (B, N, 1, Q, 1) with plain `*`, summed over cameras and levels."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8), (2, 5, 3), (2, 2, 4, 4), (4, 8, 6, 8), (4, 8, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, embed_dims=8, num_cams=2, num_levels=2, image_size=(24, 32), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_cams = num_cams
        self.num_levels = num_levels
        self.image_size = image_size
        with self.name_scope():
            self.attention_weights = nn.Dense(num_cams * num_levels, in_units=embed_dims, flatten=False)
            self.output_proj = nn.Dense(embed_dims, in_units=embed_dims, flatten=False)

    def hybrid_forward(self, F, query, reference_points, lidar2img, feat0, feat1):
        B, Q, _ = reference_points.shape
        num_cam = self.num_cams
        pts = F.concat(reference_points * 10, F.ones((B, Q, 1)), dim=-1)
        pts = F.broadcast_to(pts.expand_dims(1), (B, num_cam, Q, 4)).reshape((-1, Q, 4))
        cam = F.batch_dot(pts, lidar2img.reshape((-1, 4, 4)), transpose_b=True)
        eps = 1e-5
        mask = cam[..., 2:3] > eps
        coords = cam[..., 0:2] / F.maximum(cam[..., 2:3], eps)
        img_h, img_w = self.image_size
        coords[..., 0] /= img_w
        coords[..., 1] /= img_h
        coords = (coords - 0.5) * 2
        mask = mask * (coords.abs().max(axis=-1, keepdims=True) < 1.0)
        sampled = []
        for feat in (feat0, feat1):
            BN, C, H, W = feat.shape
            grid = coords.reshape((BN, Q, 1, 2)).transpose((0, 3, 1, 2))
            s = F.BilinearSampler(feat, grid)
            sampled.append(s.reshape((B, num_cam, C, Q)))
        sampled = F.stack(*sampled, axis=-1)
        attn = F.sigmoid(self.attention_weights(query)).reshape((B, Q, num_cam, self.num_levels))
        attn = attn.transpose((0, 2, 1, 3)).expand_dims(2)
        mask = mask.reshape((B, num_cam, 1, Q, 1))
        out = (sampled * attn * mask).sum(axis=(1, 4))
        return self.output_proj(out.transpose((0, 2, 1))) + query
