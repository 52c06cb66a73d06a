"""Linformer with the E projection as a `nn.Dense(k, in_units=seq_len, flatten=False)` on the keys with time and features swapped (`swapaxes(k, 1, 2)` -> (N, d, L) -> (N, d, k) -> back), the PyTorch `nn.Linear(seq_len, k)` port."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4)]


class DenseProjection(HybridBlock):
    def __init__(self, units=4, seq_len=8, k=3, **kwargs):
        super(DenseProjection, self).__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.proj_k = nn.Dense(k, in_units=seq_len, flatten=False)
            self.proj_v = nn.Dense(k, in_units=seq_len, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        k = F.swapaxes(self.proj_k(F.swapaxes(k, 1, 2)), 1, 2)
        v = F.swapaxes(self.proj_v(F.swapaxes(v, 1, 2)), 1, 2)
        return F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1), v)


Net = DenseProjection
