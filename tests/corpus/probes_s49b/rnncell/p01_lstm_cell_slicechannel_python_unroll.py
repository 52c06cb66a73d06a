"""Hand-written LSTM cell (`HybridRecurrentCell` with `hybrid_forward(self, F, inputs, states, i2h_weight, ...)`, gates by `F.SliceChannel(num_outputs=4)`) unrolled by its owner over a constructor `length`: the time steps come from `F.split(num_outputs=length, squeeze_axis=True)` and the states are a python list."""
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
        i2h = F.FullyConnected(inputs, i2h_weight, i2h_bias, num_hidden=4 * self._hidden_size)
        h2h = F.FullyConnected(states[0], h2h_weight, h2h_bias, num_hidden=4 * self._hidden_size)
        gates = F.SliceChannel(i2h + h2h, num_outputs=4)
        in_gate, forget_gate = F.sigmoid(gates[0]), F.sigmoid(gates[1])
        in_transform, out_gate = F.tanh(gates[2]), F.sigmoid(gates[3])
        next_c = forget_gate * states[1] + in_gate * in_transform
        next_h = out_gate * F.tanh(next_c)
        return next_h, [next_h, next_c]


class Net(HybridBlock):
    def __init__(self, input_size=6, hidden_size=8, length=5, **kwargs):
        super().__init__(**kwargs)
        self.length = length
        with self.name_scope():
            self.cell = LSTMCell(hidden_size, input_size)

    def hybrid_forward(self, F, x, h0, c0):
        steps = F.split(x, num_outputs=self.length, axis=0, squeeze_axis=True)
        states = [h0, c0]
        outputs = []
        for t in range(self.length):
            out, states = self.cell(steps[t], states)
            outputs.append(out)
        return F.stack(*outputs, axis=0), states[1]
