"""DIEN AUGRU: update gates scaled by each step's attention score, the scores split per step with `F.split` (each (N, 1)) and applied by `broadcast_mul`; inputs taken by `split(..., squeeze_axis=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 4)]


class AUGRU(HybridBlock):
    def __init__(self, steps=4, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self._steps = steps
        with self.name_scope():
            self.gates = nn.Dense(2 * hidden, in_units=2 * hidden)
            self.cand = nn.Dense(hidden, in_units=2 * hidden)

    def hybrid_forward(self, F, seq, att):
        xs = F.split(seq, num_outputs=self._steps, axis=1, squeeze_axis=True)
        scores = F.split(F.softmax(att, axis=1), num_outputs=self._steps, axis=1)
        h = F.zeros_like(xs[0])
        for x, a in zip(xs, scores):
            r, u = F.split(F.sigmoid(self.gates(F.concat(x, h, dim=1))), num_outputs=2, axis=1)
            c = F.tanh(self.cand(F.concat(x, r * h, dim=1)))
            u = F.broadcast_mul(a, u)
            h = (1 - u) * h + u * c
        return h


Net = AUGRU
