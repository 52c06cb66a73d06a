"""Numpy-mode (MXNet 2 style) LeViT attention in `forward`: the offset biases read by `np.take(biases, idxs, axis=1)` of the Parameter's data and the index `Constant`'s data, reshaped to (H, N, N) and added to the (B, H, N, N) scores by a plain `+` -- numpy broadcasting, legal when traced."""
import itertools

import numpy as onp
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 8)]


class NumpyBiasAttention(HybridBlock):
    def __init__(self, dim=8, key_dim=4, heads=2, resolution=2, **kwargs):
        super().__init__(**kwargs)
        self._h, self._n, self._kd = heads, resolution ** 2, key_dim
        points = list(itertools.product(range(resolution), range(resolution)))
        offsets, idxs = {}, []
        for p1 in points:
            for p2 in points:
                off = (abs(p1[0] - p2[0]), abs(p1[1] - p2[1]))
                offsets.setdefault(off, len(offsets))
                idxs.append(offsets[off])
        self.qk = nn.Dense(2 * heads * key_dim, flatten=False, in_units=dim)
        self.attention_biases = self.params.get("attention_biases", shape=(heads, len(offsets)), init="ones")
        self.attention_bias_idxs = self.params.get_constant("attention_bias_idxs", onp.array(idxs, dtype="int32"))

    def forward(self, x):
        qk = self.qk(x).reshape(-1, self._n, 2 * self._h, self._kd).transpose(0, 2, 1, 3)
        q, k = np.split(qk, 2, axis=1)
        attn = np.matmul(q, k.transpose(0, 1, 3, 2))
        bias = np.take(self.attention_biases.data(), self.attention_bias_idxs.data(), axis=1).reshape(self._h, self._n, self._n)
        return npx.softmax(attn + bias, axis=-1)


Net = NumpyBiasAttention
