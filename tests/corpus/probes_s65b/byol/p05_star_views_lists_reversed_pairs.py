"""BYOL over any number of views given as `*views`: python lists of online predictions and stopped target
projections built by comprehension, the symmetrized pairs formed by `zip(ps, reversed(zs))`, the losses
summed by python `sum` of the list and divided by `len(views)` (the tuple of inputs)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class StarViewsLoss(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj)
            self.predictor = nn.Dense(proj)
            self.target = nn.Dense(proj)

    def hybrid_forward(self, F, *views):
        ps = [F.L2Normalization(self.predictor(self.online(v))) for v in views]
        zs = [F.L2Normalization(F.stop_gradient(self.target(v))) for v in views]
        losses = [2 - 2 * F.sum(p * z, axis=1) for p, z in zip(ps, reversed(zs))]
        return sum(losses) / len(views)


Net = StarViewsLoss
