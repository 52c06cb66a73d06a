"""Padded set attention masking the (N, S, S) scores with the (N, 1, S) key mask by plain `*` and `-` operators."""
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
        key_mask = valid.expand_dims(1)
        att = F.softmax(scores * key_mask - 1e9 * (1 - key_mask), axis=-1)
        return F.batch_dot(att, x)


Net = MaskedSetAttention
