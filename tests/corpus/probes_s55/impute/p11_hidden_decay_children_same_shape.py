"""GRU-D hidden-state decay: per-step hidden state multiplied by `exp(-relu(W_h delta))` of the same (N, H) shape, a `rnn.GRUCell` child stepped over a python length."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 4, 3), (2, 4, 3)]


class GRUDCell(HybridBlock):
    def __init__(self, seq_len=4, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        self.hidden = hidden
        with self.name_scope():
            self.hidden_decay = nn.Dense(hidden, in_units=3)
            self.cell = rnn.GRUCell(hidden, input_size=3)

    def hybrid_forward(self, F, x, delta):
        xs = F.split(x, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        ds = F.split(F.abs(delta), num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        h = F.zeros_like(self.hidden_decay(ds[0]))
        for t in range(self.seq_len):
            h = h * F.exp(-F.relu(self.hidden_decay(ds[t])))
            h, _ = self.cell(xs[t], [h])
        return h


Net = GRUDCell
