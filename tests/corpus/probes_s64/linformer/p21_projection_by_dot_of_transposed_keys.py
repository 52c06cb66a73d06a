"""Linformer with the sequence projection as `dot(k.transpose((0, 2, 1)), E, transpose_b=True)` -- (N, d, L) times the (k, L) Parameter transposed, then back to (N, k, d) -- instead of a broadcast `batch_dot`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


class DotProjection(HybridBlock):
    def __init__(self, units=4, seq_len=8, k=3, **kwargs):
        super(DotProjection, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.E = self.params.get("E", shape=(k, seq_len))

    def hybrid_forward(self, F, x, E):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        pk = F.dot(k.transpose((0, 2, 1)), E, transpose_b=True).transpose((0, 2, 1))
        pv = F.dot(v.transpose((0, 2, 1)), E, transpose_b=True).transpose((0, 2, 1))
        return F.batch_dot(F.softmax(F.batch_dot(q, pk, transpose_b=True) * self._scale, axis=-1), pv)


Net = DotProjection
