"""Zoneout around a hand-written tanh cell: the keep mask is `F.Dropout(F.ones(prev_h.shape), p=...)` (identity at inference), built from the previous state's `.shape` inside the cell's `hybrid_forward`."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(4, 3, 5), (3, 6)]


class ZoneoutElmanCell(rnn.HybridRecurrentCell):
    def __init__(self, hidden_size, input_size, zoneout=0.1, prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self._hidden_size, self._zoneout = hidden_size, zoneout
        self.i2h_weight = self.params.get("i2h_weight", shape=(hidden_size, input_size))
        self.h2h_weight = self.params.get("h2h_weight", shape=(hidden_size, hidden_size))

    def state_info(self, batch_size=0):
        return [{"shape": (batch_size, self._hidden_size), "__layout__": "NC"}]

    def hybrid_forward(self, F, inputs, states, i2h_weight, h2h_weight):
        prev_h = states[0]
        h = F.tanh(F.FullyConnected(inputs, i2h_weight, no_bias=True, num_hidden=self._hidden_size)
                   + F.FullyConnected(prev_h, h2h_weight, no_bias=True, num_hidden=self._hidden_size))
        keep = F.Dropout(F.ones(prev_h.shape), p=self._zoneout)
        h = F.where(keep, h, prev_h)
        return h, [h]


class Net(HybridBlock):
    def __init__(self, input_size=5, hidden_size=6, length=4, **kwargs):
        super().__init__(**kwargs)
        self.length = length
        with self.name_scope():
            self.cell = ZoneoutElmanCell(hidden_size, input_size)

    def hybrid_forward(self, F, x, h0):
        states, outs = [h0], []
        for step in F.split(x, num_outputs=self.length, axis=0, squeeze_axis=True):
            out, states = self.cell(step, states)
            outs.append(out)
        return F.stack(*outs, axis=0)
