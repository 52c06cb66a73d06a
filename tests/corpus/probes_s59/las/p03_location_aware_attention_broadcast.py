"""LAS location-aware attention: the previous alignment convolved by a Conv1D into location features, keys, query (expanded on time) and location summed by `broadcast_add`, energies by a Dense(1), softmax over time, context by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 5), (2, 6)]


class LocationAttention(HybridBlock):
    def __init__(self, enc_units=8, dec_units=5, att=4, filters=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(att, flatten=False, use_bias=False, in_units=enc_units)
            self.query = nn.Dense(att, flatten=False, in_units=dec_units)
            self.loc_conv = nn.Conv1D(filters, 3, padding=1, in_channels=1)
            self.loc_proj = nn.Dense(att, flatten=False, use_bias=False, in_units=filters)
            self.energy = nn.Dense(1, flatten=False, in_units=att)

    def hybrid_forward(self, F, keys, state, prev_align):
        prev = F.softmax(prev_align, axis=-1)
        loc = self.loc_proj(F.transpose(self.loc_conv(prev.expand_dims(axis=1)), axes=(0, 2, 1)))
        q = self.query(state).expand_dims(axis=1)
        e = self.energy(F.tanh(F.broadcast_add(self.key(keys) + loc, q))).reshape((0, -1))
        align = F.softmax(e, axis=-1)
        context = F.batch_dot(align.expand_dims(axis=1), keys).reshape((0, -1))
        return context, align


Net = LocationAttention
