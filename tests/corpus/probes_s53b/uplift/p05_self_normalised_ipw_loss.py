"""Self-normalised IPW regression loss: clipped propensities from a logistic head, weights `t / e + (1 - t) / (1 - e)` on (N,) vectors, the weighted squared error divided by `F.sum(w)` (a tensor, not a count)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,), (6,)]


class SNIPWLoss(HybridBlock):
    def __init__(self, clip=0.05, **kwargs):
        super().__init__(**kwargs)
        self.clip = clip
        with self.name_scope():
            self.prop = nn.Dense(1)
            self.outcome = nn.Dense(1)

    def hybrid_forward(self, F, x, t, y):
        e = F.clip(F.sigmoid(self.prop(x)), self.clip, 1 - self.clip).reshape((-1,))
        t = t > 0
        w = t / e + (1 - t) / (1 - e)
        err = F.square(self.outcome(x).reshape((-1,)) - y)
        return F.sum(w * err) / F.sum(w)


Net = SNIPWLoss
