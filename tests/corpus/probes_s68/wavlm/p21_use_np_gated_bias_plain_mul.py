"""Numpy-mode WavLM gated relative position bias with `@use_np` on `hybrid_forward`: the bucket constant gathered
by an Embedding, moved to (1, h, T, T) by `transpose` and `F.np.expand_dims`, gates split from a small Dense by
`F.np.split`, and `gate_a * (gate_b * c - 1.0) + 2.0` times the bias by plain `*` (numpy-mode arrays broadcast,
traced or not)."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6, 8)]


@use_np
class NumpyGatedBias(HybridBlock):
    def __init__(self, length=6, dim=8, heads=2, buckets=8, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.hd, self.length = heads, dim // heads, length
        rel = onp.arange(length)[None, :] - onp.arange(length)[:, None]
        with self.name_scope():
            self.buckets = self.params.get_constant("buckets", onp.clip(rel + buckets // 2, 0, buckets - 1))
            self.rel_embed = nn.Embedding(buckets, heads)
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.gru_proj = nn.Dense(2, flatten=False, in_units=dim // heads)
            self.gru_const = self.params.get("gru_const", shape=(1, heads, 1, 1), init="ones")

    def hybrid_forward(self, F, x, buckets, gru_const):
        bias = F.np.expand_dims(self.rel_embed(buckets).transpose(2, 0, 1), 0)
        qh = self.q(x).reshape(-1, self.length, self.heads, self.hd).transpose(0, 2, 1, 3)
        gate_a, gate_b = F.np.split(F.npx.sigmoid(self.gru_proj(qh)), 2, axis=-1)
        gate = gate_a * (gate_b * gru_const - 1.0) + 2.0
        return F.npx.softmax(gate * bias, axis=-1)


Net = NumpyGatedBias
