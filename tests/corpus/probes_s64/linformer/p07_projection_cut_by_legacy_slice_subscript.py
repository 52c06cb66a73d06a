"""Linformer cutting E to a configured length with `E[:, :self._len]` (the PyTorch `self.E[:, :n]`) -- a legacy slice subscript on a traced Parameter."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class SubscriptCut(HybridBlock):
    def __init__(self, units=4, max_len=8, seq_len=5, k=3, **kwargs):
        super(SubscriptCut, self).__init__(**kwargs)
        self._scale, self._len = 1.0 / math.sqrt(units), seq_len
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, max_len))

    def hybrid_forward(self, F, x, E):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        e = F.broadcast_like(E[:, :self._len].expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        att = F.softmax(F.batch_dot(q, F.batch_dot(e, k), transpose_b=True) * self._scale, axis=-1)
        return F.batch_dot(att, F.batch_dot(e, v))


Net = SubscriptCut
