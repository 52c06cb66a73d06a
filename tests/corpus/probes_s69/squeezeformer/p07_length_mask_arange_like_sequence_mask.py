"""Squeezeformer masks from lengths: positions by `F.contrib.arange_like(x, axis=1)`, a (B, T) key mask by
`broadcast_lesser` against the lengths, an attention bias (B, 1, T) `broadcast_add`ed to the scores, and
the padded frames zeroed by `F.SequenceMask(use_sequence_length=True, axis=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2,)]


class LengthMaskedAttention(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x, lengths):
        lengths = F.floor((lengths + 1) * 2.5) + 1
        pos = F.contrib.arange_like(x, axis=1)
        keep = F.broadcast_lesser(pos.reshape((1, -1)), lengths.reshape((-1, 1)))
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.broadcast_add(F.batch_dot(q, k, transpose_b=True), ((1 - keep) * -1e4).expand_dims(1))
        out = F.batch_dot(F.softmax(scores, axis=-1), v)
        return F.SequenceMask(out, sequence_length=lengths, use_sequence_length=True, axis=1)


Net = LengthMaskedAttention
