"""LeViT attention biases read as the PyTorch original does, `attention_biases[:, attention_bias_idxs]`: a subscript of the (H, num_offsets) Parameter by the (N*N,) index `Constant`, then reshaped to (H, N, N) and added by `broadcast_add`."""
import itertools

import numpy as onp
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class SubscriptBiasAttention(HybridBlock):
    def __init__(self, dim=8, key_dim=4, heads=2, resolution=2, **kwargs):
        super().__init__(**kwargs)
        self._h, self._n = heads, resolution ** 2
        points = list(itertools.product(range(resolution), range(resolution)))
        offsets, idxs = {}, []
        for p1 in points:
            for p2 in points:
                off = (abs(p1[0] - p2[0]), abs(p1[1] - p2[1]))
                offsets.setdefault(off, len(offsets))
                idxs.append(offsets[off])
        with self.name_scope():
            self.qk = nn.Dense(2 * heads * key_dim, flatten=False)
            self.attention_biases = self.params.get("attention_biases", shape=(heads, len(offsets)))
            self.attention_bias_idxs = self.params.get_constant("attention_bias_idxs", onp.array(idxs, dtype="int32"))

    def hybrid_forward(self, F, x, attention_biases, attention_bias_idxs):
        q, k = F.split(self.qk(x).reshape((0, 0, 2 * self._h, -1)).transpose((0, 2, 1, 3)), num_outputs=2, axis=1)
        attn = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True).reshape((-4, -1, self._h, -2))
        bias = attention_biases[:, attention_bias_idxs].reshape((0, self._n, self._n))
        return F.softmax(F.broadcast_add(attn, bias.expand_dims(0)), axis=-1)


Net = SubscriptBiasAttention
