"""Tacotron 2 attention step through a method `attend(self, F, query, memory, **state)`: the cumulative
weights read from the state dict, conv'd for the location features, and updated in the dict by
`state['cum_weights'] += weights`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 7, 5), (2, 7)]


class StateDictAttention(HybridBlock):
    def __init__(self, attn_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.query = nn.Dense(attn_dim, flatten=False, use_bias=False)
            self.memory = nn.Dense(attn_dim, flatten=False, use_bias=False)
            self.loc_conv = nn.Conv1D(attn_dim, 3, padding=1, use_bias=False)
            self.v = nn.Dense(1, flatten=False)

    def attend(self, F, query, memory, **state):
        loc = self.loc_conv(state["cum_weights"].expand_dims(1)).transpose((0, 2, 1))
        keys = F.broadcast_add(self.memory(memory) + loc, self.query(query).expand_dims(1))
        weights = F.softmax(self.v(F.tanh(keys)).reshape((0, -1)), axis=-1)
        state["cum_weights"] += weights
        return F.batch_dot(weights.expand_dims(1), memory).reshape((0, -1)), state

    def hybrid_forward(self, F, query, memory, cum_weights):
        context, state = self.attend(F, query, memory, cum_weights=cum_weights)
        return context, state["cum_weights"]


Net = StateDictAttention
