"""LAS attention that masks padded frames only when some utterance is shorter than the batch: `if F.min(lengths) < self._max_t:` tests a tensor in python."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 5), (2,)]


class PaddedAttention(HybridBlock):
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
        if F.min(lengths) < self._max_t:
            steps = F.contrib.arange_like(e, axis=1).reshape((1, -1))
            mask = F.broadcast_lesser(steps, lengths.reshape((-1, 1)))
            e = F.where(mask, e, -1e9 * F.ones_like(e))
        align = F.softmax(e, axis=-1)
        return F.batch_dot(align.expand_dims(axis=1), keys).reshape((0, -1))


Net = PaddedAttention
