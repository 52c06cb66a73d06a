"""Time-major (T, N, C) knowledge-state recurrence looping `for t in range(len(x))` and reading `x[t]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 3, 4), (3, 6)]


class KnowledgeState(HybridBlock):
    def __init__(self, in_units=4, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cell = nn.Dense(hidden, activation="tanh", in_units=in_units + hidden)
            self.head = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, x, h0):
        h = h0
        preds = []
        for t in range(len(x)):
            h = self.cell(F.concat(x[t], h, dim=1))
            preds.append(self.head(h))
        return F.sigmoid(F.stack(*preds, axis=0))


Net = KnowledgeState
