"""LAS attention whose previous alignment is `detach()`-ed and smoothed with the builtin `abs()` of the energies before the softmax; both exist on traced tensors."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 5), (2, 6)]


class DetachedAttention(HybridBlock):
    def __init__(self, enc_units=8, dec_units=5, att=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(att, flatten=False, in_units=enc_units)
            self.query = nn.Dense(att, flatten=False, in_units=dec_units)
            self.energy = nn.Dense(1, flatten=False, in_units=att)

    def hybrid_forward(self, F, keys, state, prev):
        prev = F.softmax(prev, axis=-1).detach()
        q = self.query(state).expand_dims(axis=1)
        e = self.energy(F.tanh(F.broadcast_add(self.key(keys), q))).reshape((0, -1))
        align = F.softmax(abs(e) * prev, axis=-1)
        return F.batch_dot(align.expand_dims(axis=1), keys).reshape((0, -1))


Net = DetachedAttention
