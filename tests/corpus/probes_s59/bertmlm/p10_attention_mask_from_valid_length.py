"""BERT self-attention padding mask from valid lengths: `broadcast_lesser` of `arange_like` positions and the (N, 1) lengths, expanded and applied to the scores by `F.where` on `broadcast_like` masks."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2,)]


class MaskedSelfAttention(HybridBlock):
    def __init__(self, units=8, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self._seq_len = seq_len
        self._scale = units ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x, vl):
        valid_length = F.round((vl + 1) * 0.5 * (self._seq_len - 1)) + 1
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        steps = F.contrib.arange_like(x, axis=1)
        mask = F.broadcast_lesser(steps.reshape((1, -1)), valid_length.reshape((-1, 1)))
        mask = F.broadcast_like(mask.expand_dims(axis=1), scores)
        scores = F.where(mask, scores, -1e9 * F.ones_like(scores))
        return F.batch_dot(F.softmax(scores, axis=-1), v)


Net = MaskedSelfAttention
