"""The same hand-written LSTM cell, unrolled over `length = x.shape[0]` read off the (T, N, C) input inside `hybrid_forward`, each step picked with `F.slice_axis` and `squeeze`."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(5, 3, 6), (3, 8), (3, 8)]


class LSTMCell(rnn.HybridRecurrentCell):
    def __init__(self, hidden_size, input_size, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self._hidden_size = hidden_size
        self.i2h_weight = self.params.get("i2h_weight", shape=(4 * hidden_size, input_size))
        self.h2h_weight = self.params.get("h2h_weight", shape=(4 * hidden_size, hidden_size))
        self.i2h_bias = self.params.get("i2h_bias", shape=(4 * hidden_size,), init="zeros")
        self.h2h_bias = self.params.get("h2h_bias", shape=(4 * hidden_size,), init="zeros")

    def state_info(self, batch_size=0):
        return [{"shape": (batch_size, self._hidden_size), "__layout__": "NC"}] * 2

    def hybrid_forward(self, F, inputs, states, i2h_weight, h2h_weight, i2h_bias, h2h_bias):
        gates = F.FullyConnected(inputs, i2h_weight, i2h_bias, num_hidden=4 * self._hidden_size) + \
            F.FullyConnected(states[0], h2h_weight, h2h_bias, num_hidden=4 * self._hidden_size)
        i, f, g, o = F.SliceChannel(gates, num_outputs=4)
        next_c = F.sigmoid(f) * states[1] + F.sigmoid(i) * F.tanh(g)
        next_h = F.sigmoid(o) * F.tanh(next_c)
        return next_h, [next_h, next_c]


class Net(HybridBlock):
    def __init__(self, input_size=6, hidden_size=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = LSTMCell(hidden_size, input_size)

    def hybrid_forward(self, F, x, h0, c0):
        length = x.shape[0]
        states = [h0, c0]
        outputs = []
        for t in range(length):
            step = F.slice_axis(x, axis=0, begin=t, end=t + 1).squeeze(axis=0)
            out, states = self.cell(step, states)
            outputs.append(out)
        return F.stack(*outputs, axis=0)
