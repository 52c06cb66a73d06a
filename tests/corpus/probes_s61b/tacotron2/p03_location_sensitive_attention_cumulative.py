"""Tacotron 2 location-sensitive attention: previous and cumulative weights stacked on a channel axis, a Conv1D location layer, `transpose` and a Dense to the attention size, the query added by `broadcast_add` after `expand_dims`, energies reshaped with `(0, -1)`, context by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 6, 12), (2, 6), (2, 6)]


class LocationSensitiveAttention(HybridBlock):
    def __init__(self, attn_dim=10, filters=4, kernel=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.query_layer = nn.Dense(attn_dim, use_bias=False, flatten=False)
            self.memory_layer = nn.Dense(attn_dim, use_bias=False, flatten=False)
            self.location_conv = nn.Conv1D(filters, kernel, padding=kernel // 2, use_bias=False)
            self.location_dense = nn.Dense(attn_dim, use_bias=False, flatten=False)
            self.v = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, query, memory, prev_weights, cum_weights):
        loc = F.stack(prev_weights, cum_weights, axis=1)
        loc = self.location_dense(F.transpose(self.location_conv(loc), axes=(0, 2, 1)))
        q = F.expand_dims(self.query_layer(query), axis=1)
        energies = self.v(F.tanh(F.broadcast_add(q, self.memory_layer(memory) + loc)))
        weights = F.softmax(energies.reshape((0, -1)), axis=1)
        context = F.batch_dot(F.expand_dims(weights, axis=1), memory).reshape((0, -1))
        return context, weights, cum_weights + weights


Net = LocationSensitiveAttention
