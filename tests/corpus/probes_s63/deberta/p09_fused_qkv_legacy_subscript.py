"""DeBERTa's fused in-projection split as in the PyTorch port: `q = qkv[:, :, :d]`, `k = qkv[:, :, d:2 * d]`, `v = qkv[:, :, 2 * d:]` -- legacy subscripts of a traced symbol."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class SlicedQKV(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(SlicedQKV, self).__init__(**kwargs)
        self._d = units
        with self.name_scope():
            self.in_proj = nn.Dense(3 * units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x):
        qkv = self.in_proj(x)
        d = self._d
        q, k, v = qkv[:, :, :d], qkv[:, :, d:2 * d], qkv[:, :, 2 * d:]
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(3 * d), axis=-1)
        return F.batch_dot(att, v)


Net = SlicedQKV
