"""WavLM gated relative position bias: bucketed relative positions computed with numpy in `__init__` and held
as a constant, the (buckets, heads) embedding gathered by `F.take` and moved to (1, h, T, T); the gates come
from the query by a small Dense, `reshape((0, 0, 0, 2, 4)).sum(-1)` and a sigmoid, split in two (B, h, T, 1)
columns, and the gated bias `g_a * (g_b * w - 1) + 2` times the bias applied by `broadcast_mul`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


def relative_buckets(length, num_buckets=8, max_distance=16):
    rel = np.arange(length)[None, :] - np.arange(length)[:, None]
    half = num_buckets // 2
    sign = (rel > 0).astype("int64") * half
    rel = np.abs(rel)
    exact = half // 2
    large = exact + (np.log(np.maximum(rel, 1) / exact) / np.log(max_distance / exact) * (half - exact))
    large = np.minimum(large.astype("int64"), half - 1)
    return (sign + np.where(rel < exact, rel, large)).astype("float32")


class GatedRelPosBias(HybridBlock):
    def __init__(self, length=6, dim=8, heads=2, buckets=8, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.buckets = self.params.get_constant("buckets", relative_buckets(length, buckets))
            self.rel_embed = nn.Embedding(buckets, heads)
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.gru_proj = nn.Dense(8, flatten=False)
            self.gru_const = self.params.get("gru_const", shape=(1, heads, 1, 1), init="ones")

    def hybrid_forward(self, F, x, buckets, gru_const):
        bias = self.rel_embed(buckets).transpose((2, 0, 1)).expand_dims(0)
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        qh = q.reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        kh = k.reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        vh = v.reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3))
        gates = F.sigmoid(self.gru_proj(qh).reshape((0, 0, 0, 2, 4)).sum(-1))
        g_a, g_b = F.split(gates, num_outputs=2, axis=-1)
        g = F.broadcast_mul(g_a, F.broadcast_sub(F.broadcast_mul(g_b, gru_const), F.ones_like(g_b))) + 2.0
        scores = F.linalg.gemm2(qh, kh, transpose_b=True, alpha=0.5)
        scores = F.broadcast_add(scores, F.broadcast_mul(g, bias))
        return F.linalg.gemm2(F.softmax(scores, axis=-1), vh)


Net = GatedRelPosBias
