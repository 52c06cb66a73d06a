"""Padded sets: valid lengths from the second input, key mask by `broadcast_lesser` of a python-sized `arange` row against the lengths column, `broadcast_like` to the scores, masked by `F.where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 8), (3,)]


class MaskedSetAttention(HybridBlock):
    def __init__(self, size=7, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.size = size
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, raw_len):
        lengths = F.floor((raw_len + 1) * 0.5 * (self.size - 1)) + 1
        valid = F.broadcast_lesser(F.arange(self.size).reshape((1, -1)), lengths.reshape((-1, 1)))
        q = self.q(x)
        scores = F.batch_dot(q, q, transpose_b=True)
        mask = F.broadcast_like(valid.expand_dims(1), scores)
        att = F.softmax(F.where(mask, scores, -1e9 * F.ones_like(scores)), axis=-1)
        return F.batch_dot(att, x)


Net = MaskedSetAttention
