"""Knowledge-state recurrence over `F.split(..., squeeze_axis=True)` steps, looping `for t in range(len(steps))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 4)]


class KnowledgeState(HybridBlock):
    def __init__(self, in_units=4, hidden=6, steps=5, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        self.hidden = hidden
        with self.name_scope():
            self.cell = nn.Dense(hidden, activation="tanh", in_units=in_units + hidden)
            self.head = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, x):
        steps = F.split(x, num_outputs=self.steps, axis=1, squeeze_axis=True)
        h = F.zeros_like(F.slice_axis(steps[0], axis=1, begin=0, end=1))
        h = F.broadcast_to(h, shape=(0, self.hidden))
        preds = []
        for t in range(len(steps)):
            h = self.cell(F.concat(steps[t], h, dim=1))
            preds.append(self.head(h))
        return F.sigmoid(F.concat(*preds, dim=1))


Net = KnowledgeState
