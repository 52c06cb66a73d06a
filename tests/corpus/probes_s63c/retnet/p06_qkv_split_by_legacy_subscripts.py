"""RetNet q, k, v cut from a fused projection by `qkv[:, :, :d]`, `qkv[:, :, d:2 * d]`, `qkv[:, :, 2 * d:]` -- legacy subscripts on a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class SubscriptQKV(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(SubscriptQKV, self).__init__(**kwargs)
        self._d = units
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        d = self._d
        qkv = self.qkv(x)
        q, k, v = qkv[:, :, :d], qkv[:, :, d:2 * d], qkv[:, :, 2 * d:]
        return F.batch_dot(F.batch_dot(q, k, transpose_b=True), v)


Net = SubscriptQKV
