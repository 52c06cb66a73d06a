"""Recurrent traffic encoder over a python horizon: steps by `F.split(..., squeeze_axis=True)` of the (N, T, V*C) view made with `reshape((0, 0, -3))`, the state started from `zeros_like` of the first projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 2)]


class TrafficEncoder(HybridBlock):
    def __init__(self, seq_len=6, num_nodes=5, in_dim=2, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.i2h = nn.Dense(hidden, in_units=num_nodes * in_dim)
            self.h2h = nn.Dense(hidden, in_units=hidden, use_bias=False)
            self.out = nn.Dense(num_nodes, in_units=hidden)

    def hybrid_forward(self, F, x):
        x = F.reshape(x, shape=(0, 0, -3))
        steps = F.split(x, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        h = F.zeros_like(self.i2h(steps[0]))
        for step in steps:
            h = F.tanh(self.i2h(step) + self.h2h(h))
        return self.out(h)


Net = TrafficEncoder
