"""Layer-normalised LSTM cell: the gate pre-activations and the cell state pass through `F.LayerNorm` with gamma/beta Parameters the cell owns (received as `hybrid_forward` arguments), the gates come from `F.split(num_outputs=4, axis=-1)` unpacked into four names."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 4, 5), (2, 6), (2, 6)]


class LayerNormLSTMCell(rnn.HybridRecurrentCell):
    def __init__(self, hidden_size, input_size, eps=1e-5, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self._hidden_size, self._eps = hidden_size, eps
        self.i2h_weight = self.params.get("i2h_weight", shape=(4 * hidden_size, input_size))
        self.h2h_weight = self.params.get("h2h_weight", shape=(4 * hidden_size, hidden_size))
        self.gates_gamma = self.params.get("gates_gamma", shape=(4 * hidden_size,), init="ones")
        self.gates_beta = self.params.get("gates_beta", shape=(4 * hidden_size,), init="zeros")
        self.c_gamma = self.params.get("c_gamma", shape=(hidden_size,), init="ones")
        self.c_beta = self.params.get("c_beta", shape=(hidden_size,), init="zeros")

    def state_info(self, batch_size=0):
        return [{"shape": (batch_size, self._hidden_size), "__layout__": "NC"}] * 2

    def hybrid_forward(self, F, inputs, states, i2h_weight, h2h_weight, gates_gamma, gates_beta,
                       c_gamma, c_beta):
        gates = F.FullyConnected(inputs, i2h_weight, no_bias=True, num_hidden=4 * self._hidden_size) + \
            F.FullyConnected(states[0], h2h_weight, no_bias=True, num_hidden=4 * self._hidden_size)
        gates = F.LayerNorm(gates, gamma=gates_gamma, beta=gates_beta, axis=-1, eps=self._eps)
        in_gate, forget_gate, cell_in, out_gate = F.split(gates, num_outputs=4, axis=-1)
        next_c = F.sigmoid(forget_gate) * states[1] + F.sigmoid(in_gate) * F.tanh(cell_in)
        normed_c = F.LayerNorm(next_c, gamma=c_gamma, beta=c_beta, axis=-1, eps=self._eps)
        next_h = F.sigmoid(out_gate) * F.tanh(normed_c)
        return next_h, [next_h, next_c]


class Net(HybridBlock):
    def __init__(self, input_size=5, hidden_size=6, length=4, **kwargs):
        super().__init__(**kwargs)
        self.length = length
        with self.name_scope():
            self.cell = LayerNormLSTMCell(hidden_size, input_size)

    def hybrid_forward(self, F, x, h0, c0):
        states = [h0, c0]
        outputs = []
        for t in range(self.length):
            out, states = self.cell(F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1)), states)
            outputs.append(out.expand_dims(axis=1))
        return F.concat(*outputs, dim=1)
