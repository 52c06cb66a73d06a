"""Bidirectional tanh RNN whose backward direction reverses the TNC sequence with a python step slice `x[::-1]`, as numpy code would, before unrolling, and reverses its outputs back the same way."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(4, 2, 5), (2, 6)]


class ElmanCell(rnn.HybridRecurrentCell):
    def __init__(self, hidden_size, input_size, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self._hidden_size = hidden_size
        self.i2h_weight = self.params.get("i2h_weight", shape=(hidden_size, input_size))
        self.h2h_weight = self.params.get("h2h_weight", shape=(hidden_size, hidden_size))
        self.i2h_bias = self.params.get("i2h_bias", shape=(hidden_size,), init="zeros")

    def state_info(self, batch_size=0):
        return [{"shape": (batch_size, self._hidden_size), "__layout__": "NC"}]

    def hybrid_forward(self, F, inputs, states, i2h_weight, h2h_weight, i2h_bias):
        h = F.tanh(F.FullyConnected(inputs, i2h_weight, i2h_bias, num_hidden=self._hidden_size)
                   + F.FullyConnected(states[0], h2h_weight, no_bias=True, num_hidden=self._hidden_size))
        return h, [h]


def unroll(F, cell, seq, length, h0):
    states, outs = [h0], []
    for step in F.split(seq, num_outputs=length, axis=0, squeeze_axis=True):
        out, states = cell(step, states)
        outs.append(out)
    return F.stack(*outs, axis=0)


class Net(HybridBlock):
    def __init__(self, input_size=5, hidden_size=6, length=4, **kwargs):
        super().__init__(**kwargs)
        self.length = length
        with self.name_scope():
            self.fwd = ElmanCell(hidden_size, input_size, prefix="l0_")
            self.bwd = ElmanCell(hidden_size, input_size, prefix="r0_")

    def hybrid_forward(self, F, x, h0):
        fwd = unroll(F, self.fwd, x, self.length, h0)
        bwd = unroll(F, self.bwd, x[::-1], self.length, h0)[::-1]
        return F.concat(fwd, bwd, dim=2)
