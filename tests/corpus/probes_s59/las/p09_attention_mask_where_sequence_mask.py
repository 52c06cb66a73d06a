"""LAS attention masking padded frames always: energies moved to time-major, `F.SequenceMask(use_sequence_length=True, value=-1e9)` with the lengths, softmax over time, context by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 5), (2,)]


class SequenceMaskedAttention(HybridBlock):
    def __init__(self, enc_units=8, dec_units=5, att=4, max_t=6, **kwargs):
        super().__init__(**kwargs)
        self._max_t = max_t
        with self.name_scope():
            self.key = nn.Dense(att, flatten=False, in_units=enc_units)
            self.query = nn.Dense(att, flatten=False, in_units=dec_units)
            self.energy = nn.Dense(1, flatten=False, in_units=att)

    def hybrid_forward(self, F, keys, state, ln):
        lengths = F.round((ln + 1) * 0.5 * (self._max_t - 2)) + 2
        q = self.query(state).expand_dims(axis=1)
        e = self.energy(F.tanh(F.broadcast_add(self.key(keys), q))).reshape((0, -1))
        e = F.SequenceMask(F.transpose(e), sequence_length=lengths, use_sequence_length=True, value=-1e9)
        align = F.softmax(F.transpose(e), axis=-1)
        return F.batch_dot(align.expand_dims(axis=1), keys).reshape((0, -1))


Net = SequenceMaskedAttention
