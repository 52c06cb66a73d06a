"""Relative position bias looked up as in the PyTorch Swin code, `table[index]`, with the constant index tensor used as a subscript of the table Parameter."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, window=2, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.length = heads, window * window
        coords = np.stack(np.meshgrid(np.arange(window), np.arange(window), indexing="ij")).reshape(2, -1)
        rel = (coords[:, :, None] - coords[:, None, :]).transpose(1, 2, 0) + (window - 1)
        index = (rel[..., 0] * (2 * window - 1) + rel[..., 1]).reshape(-1)
        with self.name_scope():
            self.table = self.params.get("table", shape=((2 * window - 1) ** 2, heads), init="normal")
            self.index = self.params.get_constant("index", index.astype("int32"))
            self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, table, index):
        q, k = F.split(self.qk(x), num_outputs=2, axis=-1)
        logits = F.batch_dot(q, k, transpose_b=True)                             # (N, L, L)
        bias = table[index].reshape((self.length, self.length, self.heads))
        return F.broadcast_add(logits, F.mean(bias, axis=-1).expand_dims(0))
