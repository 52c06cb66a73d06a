"""Tacotron 2 location-sensitive attention with the processed query added to the keys by a plain `+`:
(B, T, A) keys against the (B, 1, A) query."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 7, 5), (2, 7)]


class PlainQueryAttention(HybridBlock):
    def __init__(self, attn_dim=4, filters=3, kernel=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.query = nn.Dense(attn_dim, flatten=False, use_bias=False)
            self.memory = nn.Dense(attn_dim, flatten=False, use_bias=False)
            self.loc_conv = nn.Conv1D(filters, kernel, padding=kernel // 2, use_bias=False)
            self.loc_dense = nn.Dense(attn_dim, flatten=False, use_bias=False)
            self.v = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, query, memory, cum_weights):
        loc = self.loc_dense(self.loc_conv(cum_weights.expand_dims(1)).transpose((0, 2, 1)))
        processed = self.query(query).expand_dims(1)
        energies = self.v(F.tanh(self.memory(memory) + loc + processed))
        return F.softmax(energies.reshape((0, -1)), axis=-1)


Net = PlainQueryAttention
