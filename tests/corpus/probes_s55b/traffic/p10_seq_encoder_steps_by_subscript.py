"""Recurrent traffic encoder that reads each time step with `x[:, t]` in a loop over the configured horizon."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 10)]


class TrafficEncoder(HybridBlock):
    def __init__(self, seq_len=6, in_dim=10, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.i2h = nn.Dense(hidden, in_units=in_dim)
            self.h2h = nn.Dense(hidden, in_units=hidden, use_bias=False)

    def hybrid_forward(self, F, x):
        h = F.zeros_like(self.i2h(F.slice_axis(x, axis=1, begin=0, end=1)))
        for t in range(self.seq_len):
            h = F.tanh(self.i2h(x[:, t]) + self.h2h(h))
        return h


Net = TrafficEncoder
