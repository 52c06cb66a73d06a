"""Reformer shared-QK attention masking each position's attention to itself: a (L, L) identity constant, `F.where` on its broadcast to the scores' shape with `broadcast_like`, a large negative fill from `ones_like`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class SelfMaskedAttention(HybridBlock):
    def __init__(self, units=6, seq_len=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)
            self.eye = self.params.get_constant("eye", np.eye(seq_len, dtype="float32"))

    def hybrid_forward(self, F, x, eye):
        qk = self.qk(x)
        dots = F.batch_dot(qk, F.L2Normalization(qk, mode="spatial"), transpose_b=True)
        mask = F.broadcast_like(eye.expand_dims(0), dots)
        dots = F.where(mask, F.ones_like(dots) * -1e5, dots)
        return F.batch_dot(F.softmax(dots, axis=-1), qk)


Net = SelfMaskedAttention
