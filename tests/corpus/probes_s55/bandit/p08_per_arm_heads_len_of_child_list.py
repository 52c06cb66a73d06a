"""Disjoint per-arm reward heads in a `HybridSequential`: scores joined by `concat` over `for arm in self.arms`, the arm count `len(self.arms)` (a python int) used for `one_hot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class DisjointArms(HybridBlock):
    def __init__(self, dim=6, num_arms=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.arms = nn.HybridSequential()
            for _ in range(num_arms):
                self.arms.add(nn.Dense(1, in_units=dim))

    def hybrid_forward(self, F, ctx):
        scores = F.concat(*[arm(ctx) for arm in self.arms], dim=1)
        chosen = F.one_hot(F.argmax(scores, axis=1), len(self.arms))
        return scores, F.sum(scores * chosen, axis=1)


Net = DisjointArms
