"""Swin-style relative position bias: a ((2W-1)^2, heads) table Parameter indexed by a precomputed relative index held as a constant, gathered by `F.take`, reshaped to (L, L, heads), transposed to (heads, L, L) and added to the attention logits by `broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn


def relative_index(window):
    coords = np.stack(np.meshgrid(np.arange(window), np.arange(window), indexing="ij")).reshape(2, -1)
    rel = (coords[:, :, None] - coords[:, None, :]).transpose(1, 2, 0) + (window - 1)
    return (rel[..., 0] * (2 * window - 1) + rel[..., 1]).reshape(-1).astype("float32")


INPUTS = [(2, 4, 8)]


class WindowAttention(HybridBlock):
    def __init__(self, dim=8, window=2, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.length = heads, window * window
        self.scale = (dim // heads) ** -0.5
        with self.name_scope():
            self.table = self.params.get("table", shape=((2 * window - 1) ** 2, heads), init="normal")
            self.index = self.params.get_constant("index", relative_index(window))
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, table, index):
        qkv = self.qkv(x).reshape((0, 0, 3, self.heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k, v = F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)      # (N, H, L, d)
        attn = F.linalg.gemm2(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True, alpha=self.scale)
        attn = attn.reshape((-4, -1, self.heads, 0, 0))
        bias = F.take(table, index).reshape((self.length, self.length, -1)).transpose((2, 0, 1))
        attn = F.softmax(F.broadcast_add(attn, bias.expand_dims(0)), axis=-1)
        out = F.batch_dot(attn.reshape((-3, 0, 0)), v.reshape((-3, 0, 0))).reshape((-4, -1, self.heads, 0, 0))
        return self.proj(out.transpose((0, 2, 1, 3)).reshape((0, 0, -1)))


Net = WindowAttention
