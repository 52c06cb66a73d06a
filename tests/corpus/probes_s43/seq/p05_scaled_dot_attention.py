"""Scaled dot-product attention with batch_dot; the scale comes from the configured unit count."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4), (2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, units=4):
        super().__init__()
        self._units = units
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=4)
            self.k = nn.Dense(units, flatten=False, in_units=4)

    def hybrid_forward(self, F, query, memory):
        scores = F.batch_dot(self.q(query), self.k(memory), transpose_b=True) / math.sqrt(self._units)
        att = F.softmax(scores, axis=-1)
        return F.batch_dot(att, memory)
