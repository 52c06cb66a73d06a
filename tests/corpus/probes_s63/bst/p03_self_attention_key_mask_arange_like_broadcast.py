"""BST transformer layer with a key-padding mask: key positions from `contrib.arange_like(ids, axis=1)`, `broadcast_lesser` against the (N, 1) valid lengths, expanded to (N, 1, L) and applied to the softmax weights by `broadcast_mul`, renormalised by a keepdims sum."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6), (2,)]


class MaskedSelfAttention(HybridBlock):
    def __init__(self, units=8, max_len=6, **kwargs):
        super(MaskedSelfAttention, self).__init__(**kwargs)
        self._scale, self._l = 1.0 / math.sqrt(units), max_len
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.ffn = nn.Dense(units, in_units=units, flatten=False, activation="relu")

    def hybrid_forward(self, F, x, ids, len_raw):
        valid = F.floor((len_raw + 1) * 0.5 * (self._l - 1)) + 1
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        keys = F.contrib.arange_like(ids, axis=1).reshape((1, -1))
        mask = F.broadcast_lesser(keys, valid.reshape((-1, 1))).expand_dims(1)
        att = F.broadcast_mul(att, mask)
        att = F.broadcast_div(att, att.sum(axis=-1, keepdims=True) + 1e-9)
        h = x + F.batch_dot(att, v)
        return h + self.ffn(h)


Net = MaskedSelfAttention
