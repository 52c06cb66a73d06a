"""Tacotron 2 decoder LSTM given its begin states as inputs (`[h0, c0]`), returning `(output, states)`; `states[0]` is the list's hidden state, squeezed of its layer axis and concatenated with the context for the projection."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5, 6), (1, 2, 4), (1, 2, 4)]


class StatefulDecoder(HybridBlock):
    def __init__(self, hidden=4, n_mels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC", input_size=6)
            self.proj = nn.Dense(n_mels, flatten=False)

    def hybrid_forward(self, F, x, h0, c0):
        out, states = self.lstm(x, [h0, c0])
        last = F.broadcast_like(F.expand_dims(F.squeeze(states[0], axis=0), axis=1), out, lhs_axes=(1,), rhs_axes=(1,))
        return self.proj(F.concat(out, last, dim=2)), states[1]


Net = StatefulDecoder
