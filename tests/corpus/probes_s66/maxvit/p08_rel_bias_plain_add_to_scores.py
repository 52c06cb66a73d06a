"""The relative position bias, gathered to (1, heads, L, L), added to the (B, heads, L, L) window scores with a
plain `+` (broadcasts eagerly; the traced elementwise sum needs equal shapes)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 4)]


class PlainRelBias(HybridBlock):
    def __init__(self, dims=4, heads=2, window=2, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.l = heads, window * window
        coords = np.stack(np.meshgrid(np.arange(window), np.arange(window), indexing="ij")).reshape(2, -1)
        rel = (coords[:, :, None] - coords[:, None, :]).transpose(1, 2, 0) + (window - 1)
        index = (rel[..., 0] * (2 * window - 1) + rel[..., 1]).reshape(-1)
        with self.name_scope():
            self.table = self.params.get("table", shape=((2 * window - 1) ** 2, heads), init="normal")
            self.index = self.params.get_constant("index", index.astype("float32"))
            self.qk = nn.Dense(2 * dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x, table, index):
        bias = F.transpose(F.take(table, index).reshape((self.l, self.l, self.heads)), axes=(2, 0, 1))
        qk = F.reshape(self.qk(x), shape=(0, 0, -4, 2 * self.heads, -1)).transpose((0, 2, 1, 3))
        q, k = F.split(qk, num_outputs=2, axis=1)
        scores = F.linalg.gemm2(q, k, transpose_b=True) + bias.expand_dims(0)
        return F.softmax(scores, axis=-1)


Net = PlainRelBias
