"""LeViT attention biases from the offset index (`F.take` of the (H, num_offsets) Parameter by a `Constant` index, reshaped to (H, N, N)), added to the (B, H, N, N) scores by a plain `+`, as the PyTorch original `attn + self.attention_biases[:, self.attention_bias_idxs]` does."""
import itertools

import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class PlainBiasAttention(HybridBlock):
    def __init__(self, dim=8, key_dim=4, heads=2, resolution=3, **kwargs):
        super().__init__(**kwargs)
        self._h, self._n = heads, resolution ** 2
        self._scale = key_dim ** -0.5
        points = list(itertools.product(range(resolution), range(resolution)))
        offsets, idxs = {}, []
        for p1 in points:
            for p2 in points:
                off = (abs(p1[0] - p2[0]), abs(p1[1] - p2[1]))
                offsets.setdefault(off, len(offsets))
                idxs.append(offsets[off])
        with self.name_scope():
            self.qkv = nn.Dense(3 * heads * key_dim, flatten=False, in_units=dim)
            self.attention_biases = self.params.get("attention_biases", shape=(heads, len(offsets)), init="ones")
            self.attention_bias_idxs = self.params.get_constant("attention_bias_idxs", onp.array(idxs, dtype="float32"))

    def hybrid_forward(self, F, x, attention_biases, attention_bias_idxs):
        q, k, v = F.split(self.qkv(x).reshape((0, 0, 3 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=3, axis=1)
        attn = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True) * self._scale
        attn = attn.reshape((-4, -1, self._h, -2))
        attn = attn + F.take(attention_biases, attention_bias_idxs, axis=1).reshape((0, self._n, self._n))
        out = F.batch_dot(F.softmax(attn, axis=-1).reshape((-3, -2)), v.reshape((-3, -2)))
        return out.reshape((-4, -1, self._h, -2))


Net = PlainBiasAttention
