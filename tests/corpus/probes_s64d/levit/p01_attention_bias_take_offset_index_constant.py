"""LeViT attention with learned biases per head indexed by the offset index of the resolution: the offsets `(|x1 - x2|, |y1 - y2|)` of every point pair numbered in `__init__` (python, from the constructor's resolution), the index kept as a `Constant`, the (H, num_offsets) bias Parameter read by `F.take(biases, idxs, axis=1)`, reshaped to (H, N, N) and added to the (B, H, N, N) scores by `broadcast_add` of its `expand_dims(0)`."""
import itertools

import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class LeViTAttention(HybridBlock):
    def __init__(self, dim=8, key_dim=4, heads=2, resolution=3, **kwargs):
        super().__init__(**kwargs)
        self._h, self._kd, self._n = heads, key_dim, resolution ** 2
        self._scale = key_dim ** -0.5
        points = list(itertools.product(range(resolution), range(resolution)))
        offsets, idxs = {}, []
        for p1 in points:
            for p2 in points:
                off = (abs(p1[0] - p2[0]), abs(p1[1] - p2[1]))
                if off not in offsets:
                    offsets[off] = len(offsets)
                idxs.append(offsets[off])
        with self.name_scope():
            self.qkv = nn.Dense(3 * heads * key_dim, flatten=False, in_units=dim)
            self.proj = nn.Dense(dim, flatten=False, in_units=heads * key_dim)
            self.attention_biases = self.params.get("attention_biases", shape=(heads, len(offsets)), init="zeros")
            self.attention_bias_idxs = self.params.get_constant("attention_bias_idxs", onp.array(idxs, dtype="float32"))

    def hybrid_forward(self, F, x, attention_biases, attention_bias_idxs):
        q, k, v = F.split(self.qkv(x).reshape((0, 0, 3 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=3, axis=1)
        attn = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True) * self._scale
        bias = F.take(attention_biases, attention_bias_idxs, axis=1).reshape((0, self._n, self._n))
        attn = F.broadcast_add(attn.reshape((-4, -1, self._h, -2)), bias.expand_dims(0))
        out = F.batch_dot(F.softmax(attn, axis=-1).reshape((-3, -2)), v.reshape((-3, -2)))
        return self.proj(out.reshape((-4, -1, self._h, -2)).transpose((0, 2, 1, 3)).reshape((0, 0, -1)))


Net = LeViTAttention
