"""DIEN AUGRU unrolled with the reference's `seq[:, t, :]` and `att[:, t:t + 1]` subscripts for each step's input and attention score."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 4)]


class SubscriptAUGRU(HybridBlock):
    def __init__(self, steps=4, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self._steps = steps
        with self.name_scope():
            self.gates = nn.Dense(2 * hidden, in_units=2 * hidden)
            self.cand = nn.Dense(hidden, in_units=2 * hidden)

    def hybrid_forward(self, F, seq, att):
        h = F.zeros_like(F.slice_axis(seq, axis=1, begin=0, end=1)).reshape((0, -1))
        for t in range(self._steps):
            x = seq[:, t, :]
            a = att[:, t:t + 1]
            r, u = F.split(F.sigmoid(self.gates(F.concat(x, h, dim=1))), num_outputs=2, axis=1)
            c = F.tanh(self.cand(F.concat(x, r * h, dim=1)))
            u = F.broadcast_mul(a, u)
            h = (1 - u) * h + u * c
        return h


Net = SubscriptAUGRU
