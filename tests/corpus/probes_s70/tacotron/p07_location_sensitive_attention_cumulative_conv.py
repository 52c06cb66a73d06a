"""Tacotron 2 location-sensitive attention: the cumulative attention weights (B, T) conv'd by a Conv1D
over `expand_dims(1)`, transposed to (B, T, F) and projected; energies `v^T tanh(W q + V h + U f)` with the
processed query (B, 1, A) `broadcast_add`ed to the keys (B, T, A); softmax over T; context by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 7, 5), (2, 7)]


class LocationAttention(HybridBlock):
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
        keys = self.memory(memory) + loc
        energies = self.v(F.tanh(F.broadcast_add(keys, self.query(query).expand_dims(1))))
        weights = F.softmax(energies.reshape((0, -1)), axis=-1)
        context = F.batch_dot(weights.expand_dims(1), memory).reshape((0, -1))
        return context, cum_weights + weights


Net = LocationAttention
