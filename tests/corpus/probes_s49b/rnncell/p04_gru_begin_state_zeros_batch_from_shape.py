"""GRU cell whose owner makes the initial state as `F.zeros((x.shape[0], self.hidden_size))` from the NTC input inside `hybrid_forward`, then unrolls over a constructor length."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(3, 4, 5)]


class GRUCell(rnn.HybridRecurrentCell):
    def __init__(self, hidden_size, input_size, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self._hidden_size = hidden_size
        self.i2h_weight = self.params.get("i2h_weight", shape=(3 * hidden_size, input_size))
        self.h2h_weight = self.params.get("h2h_weight", shape=(3 * hidden_size, hidden_size))
        self.i2h_bias = self.params.get("i2h_bias", shape=(3 * hidden_size,), init="zeros")
        self.h2h_bias = self.params.get("h2h_bias", shape=(3 * hidden_size,), init="zeros")

    def state_info(self, batch_size=0):
        return [{"shape": (batch_size, self._hidden_size), "__layout__": "NC"}]

    def hybrid_forward(self, F, inputs, states, i2h_weight, h2h_weight, i2h_bias, h2h_bias):
        prev_h = states[0]
        i2h = F.FullyConnected(inputs, i2h_weight, i2h_bias, num_hidden=3 * self._hidden_size)
        h2h = F.FullyConnected(prev_h, h2h_weight, h2h_bias, num_hidden=3 * self._hidden_size)
        i2h_r, i2h_z, i2h_n = F.split(i2h, num_outputs=3, axis=-1)
        h2h_r, h2h_z, h2h_n = F.split(h2h, num_outputs=3, axis=-1)
        reset = F.sigmoid(i2h_r + h2h_r)
        update = F.sigmoid(i2h_z + h2h_z)
        cand = F.tanh(i2h_n + reset * h2h_n)
        next_h = (1.0 - update) * cand + update * prev_h
        return next_h, [next_h]


class Net(HybridBlock):
    def __init__(self, input_size=5, hidden_size=7, length=4, **kwargs):
        super().__init__(**kwargs)
        self.hidden_size, self.length = hidden_size, length
        with self.name_scope():
            self.cell = GRUCell(hidden_size, input_size)

    def hybrid_forward(self, F, x):
        states = [F.zeros((x.shape[0], self.hidden_size))]
        outs = []
        for t in range(self.length):
            step = F.slice_axis(x, axis=1, begin=t, end=t + 1).squeeze(axis=1)
            out, states = self.cell(step, states)
            outs.append(out)
        return F.stack(*outs, axis=1)
