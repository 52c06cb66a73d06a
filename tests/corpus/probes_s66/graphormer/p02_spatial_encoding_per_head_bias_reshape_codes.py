"""Graphormer's spatial encoding: shortest-path distances (floored from an input, clipped) embedded to one bias
per head, (N, n, n, H) transposed to (N, H, n, n) and merged with reshape code `-3` to (N*H, n, n), added with a
plain `+` to attention scores of the same shape; heads split by reshape codes `-4`/`-3`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 5)]


class SpatialEncodingAttention(HybridBlock):
    def __init__(self, dims=8, heads=2, max_dist=6, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.max_dist = heads, max_dist
        self.scale = 1 / math.sqrt(dims // heads)
        with self.name_scope():
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)
            self.spatial = nn.Embedding(max_dist, heads)

    def hybrid_forward(self, F, x, dist_raw):
        dist = F.clip(F.floor((dist_raw + 1) * 3), 0, self.max_dist - 1)
        bias = F.transpose(self.spatial(dist), axes=(0, 3, 1, 2)).reshape((-3, 0, 0))
        q, k, v = [F.reshape(F.transpose(F.reshape(t, shape=(0, 0, -4, self.heads, -1)), axes=(0, 2, 1, 3)),
                             shape=(-3, 0, 0)) for t in F.split(self.qkv(x), num_outputs=3, axis=2)]
        scores = F.batch_dot(q, k, transpose_b=True) * self.scale + bias
        out = F.batch_dot(F.softmax(scores, axis=-1), v)
        return F.reshape(F.transpose(F.reshape(out, shape=(-4, -1, self.heads, 0, 0)), axes=(0, 2, 1, 3)),
                         shape=(0, 0, -3))


Net = SpatialEncodingAttention
