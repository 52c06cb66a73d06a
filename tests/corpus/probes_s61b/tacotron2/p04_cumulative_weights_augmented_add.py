"""Tacotron 2 attention step keeping the cumulative weights with `cum_weights += weights` as the reference's `attention_weights_cum += attention_weights` does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 6, 12), (2, 6)]


class AugmentedCumulativeAttention(HybridBlock):
    def __init__(self, attn_dim=10, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.query_layer = nn.Dense(attn_dim, use_bias=False, flatten=False)
            self.memory_layer = nn.Dense(attn_dim, use_bias=False, flatten=False)
            self.v = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, query, memory, cum_weights):
        q = F.expand_dims(self.query_layer(query), axis=1)
        energies = self.v(F.tanh(F.broadcast_add(q, self.memory_layer(memory))))
        weights = F.softmax(energies.reshape((0, -1)), axis=1)
        cum_weights += weights
        context = F.batch_dot(F.expand_dims(weights, axis=1), memory).reshape((0, -1))
        return context, cum_weights


Net = AugmentedCumulativeAttention
