"""Squeezeformer relative positional bias for a fixed chunk length from the constructor: the (T, T) table
of clipped distances built in `__init__` as a constant, `F.take` of a (2W+1, H) Parameter by it, a
transpose to (H, T, T) and `broadcast_add` to the (B*H, T, T) scores after a reshape code `(-4, -1, H, -2)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class RelBiasAttention(HybridBlock):
    def __init__(self, dim=4, heads=2, length=5, window=3, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        pos = np.arange(length)
        dist = np.clip(pos[:, None] - pos[None, :], -window, window) + window
        with self.name_scope():
            self.dist = self.params.get_constant("dist", dist.astype("float32"))
            self.table = self.params.get("table", shape=(2 * window + 1, heads))
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x, dist, table):
        bias = F.take(table, dist).transpose((2, 0, 1)).expand_dims(0)
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q = q.reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-3, -2))
        k = k.reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-3, -2))
        v = v.reshape((0, 0, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((-3, -2))
        scores = F.batch_dot(q, k, transpose_b=True).reshape((-4, -1, self.heads, -2))
        w = F.softmax(F.broadcast_add(scores, bias), axis=-1).reshape((-3, -2))
        return F.batch_dot(w, v).reshape((-4, -1, self.heads, -2)).transpose((0, 2, 1, 3)).reshape((0, 0, -1))


Net = RelBiasAttention
