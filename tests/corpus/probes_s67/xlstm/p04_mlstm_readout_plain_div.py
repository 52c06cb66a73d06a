"""mLSTM readout one step: `C q / max(|n^T q|, 1)` written with a plain `/` of the (B, d, 1) numerator and
the (B, 1, 1) denominator."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class PlainReadout(HybridBlock):
    def __init__(self, d=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * d)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        C = F.batch_dot(v.expand_dims(2), k.expand_dims(1))
        num = F.batch_dot(C, q.expand_dims(2))
        den = F.maximum(F.abs(F.batch_dot(k.expand_dims(1), q.expand_dims(2))), 1.0)
        return (num / den).reshape((0, -1))


Net = PlainReadout
