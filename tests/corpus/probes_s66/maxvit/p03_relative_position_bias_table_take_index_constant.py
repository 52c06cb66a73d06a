"""MaxViT's relative position bias: a ((2P-1)^2, heads) table Parameter gathered by `F.take` with the
precomputed (P*P*P*P,) relative index (numpy in `__init__`, a constant), reshaped to (P*P, P*P, heads),
transposed to (heads, L, L) and added to the (B, heads, L, L) scores by `F.broadcast_add` after
`expand_dims(0)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 4)]


def relative_index(p):
    coords = np.stack(np.meshgrid(np.arange(p), np.arange(p), indexing="ij")).reshape(2, -1)
    rel = (coords[:, :, None] - coords[:, None, :]).transpose(1, 2, 0) + (p - 1)
    return (rel[..., 0] * (2 * p - 1) + rel[..., 1]).reshape(-1)


class RelPosAttention(HybridBlock):
    def __init__(self, dims=4, heads=2, window=2, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.l = heads, window * window
        with self.name_scope():
            self.table = self.params.get("table", shape=((2 * window - 1) ** 2, heads), init="normal")
            self.index = self.params.get_constant("index", relative_index(window).astype("float32"))
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x, table, index):
        bias = F.transpose(F.take(table, index).reshape((self.l, self.l, self.heads)), axes=(2, 0, 1))
        qkv = F.reshape(self.qkv(x), shape=(0, 0, -4, 3 * self.heads, -1)).transpose((0, 2, 1, 3))
        q, k, v = F.split(qkv, num_outputs=3, axis=1)                     # (B, heads, L, d)
        scores = F.broadcast_add(F.linalg.gemm2(q, k, transpose_b=True), bias.expand_dims(0))
        out = F.linalg.gemm2(F.softmax(scores, axis=-1), v)
        return F.reshape(F.transpose(out, axes=(0, 2, 1, 3)), shape=(0, 0, -3))


Net = RelPosAttention
