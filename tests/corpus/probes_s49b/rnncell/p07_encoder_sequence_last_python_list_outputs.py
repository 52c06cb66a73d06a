"""Sequence encoder around a hand-written cell: outputs collected in a python list, reversed as a list for the backward pass, stacked, and the summary taken by `F.SequenceLast` of the stacked TNC outputs."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(5, 3, 4), (3, 6)]


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


class Net(HybridBlock):
    def __init__(self, input_size=4, hidden_size=6, length=5, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.length = length
        with self.name_scope():
            self.cell = ElmanCell(hidden_size, input_size)
            self.out = nn.Dense(classes, in_units=hidden_size)

    def hybrid_forward(self, F, x, h0):
        steps = list(F.split(x, num_outputs=self.length, axis=0, squeeze_axis=True))
        states, outputs = [h0], []
        for step in reversed(steps):
            out, states = self.cell(step, states)
            outputs.append(out)
        seq = F.stack(*outputs[::-1], axis=0)
        return self.out(F.SequenceLast(seq))
