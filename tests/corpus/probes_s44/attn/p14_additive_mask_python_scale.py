"""Attention with an additive mask and a scale computed in python from the constructor's sizes."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 5)]


class Net(HybridBlock):
    def __init__(self, units=8, heads=2, dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(units // heads)
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)
            self.drop = nn.Dropout(dropout)

    def hybrid_forward(self, F, x, mask):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        scores = scores + (mask < 0) * -1e4
        att = self.drop(F.softmax(scores, axis=-1))
        return F.batch_dot(att, v)
