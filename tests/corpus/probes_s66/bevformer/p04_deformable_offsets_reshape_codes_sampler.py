"""Deformable sampling as BEVFormer's MSDeformableAttention does with one level: offsets from a 1x1 conv of the
BEV queries, (N, 2 * K, H, W) split per point by reshape code `-4`, added by `F.broadcast_add` to the (1, 2, H,
W) reference constant, each point's grid sampled by `F.BilinearSampler` and the points weighted by a softmax
over K."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 3), (2, 4, 5, 5)]


class DeformSample(HybridBlock):
    def __init__(self, bev=3, dims=4, num_points=2, **kwargs):
        super().__init__(**kwargs)
        self.k = num_points
        lin = np.linspace(-1 + 1.0 / bev, 1 - 1.0 / bev, bev)
        ys, xs = np.meshgrid(lin, lin, indexing="ij")
        with self.name_scope():
            self.ref = self.params.get_constant("ref", np.stack([xs, ys])[None].astype("float32"))
            self.offsets = nn.Conv2D(2 * num_points, 1, in_channels=dims)
            self.weights = nn.Conv2D(num_points, 1, in_channels=dims)

    def hybrid_forward(self, F, query, value, ref):
        off = F.reshape(F.tanh(self.offsets(query)) * 0.1, shape=(0, -4, self.k, 2, -2))   # (N, K, 2, H, W)
        attn = F.softmax(self.weights(query), axis=1)
        out = 0
        for i, part in enumerate(F.split(off, num_outputs=self.k, axis=1, squeeze_axis=True)):
            grid = F.broadcast_add(part, ref)
            w = F.slice_axis(attn, axis=1, begin=i, end=i + 1)
            out = out + F.broadcast_mul(F.BilinearSampler(value, grid), w)
        return out


Net = DeformSample
