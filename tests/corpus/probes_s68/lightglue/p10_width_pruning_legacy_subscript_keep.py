"""LightGlue adaptive width: the prunable points are sorted by matchability and the first `self.keep` kept, written
with a legacy Symbol subscript `desc[:, :self.keep]` after a `take` by the `argsort` order."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class PrunedWidth(HybridBlock):
    def __init__(self, keep=3, **kwargs):
        super().__init__(**kwargs)
        self.keep = keep
        with self.name_scope():
            self.matchability = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, desc):
        m = F.sigmoid(self.matchability(desc)).reshape((0, -1))
        order = F.argsort(m, axis=1, is_ascend=False)
        sorted_desc = F.stack(*[F.take(d, o) for d, o in zip(F.split(desc, 2, axis=0, squeeze_axis=True),
                                                             F.split(order, 2, axis=0, squeeze_axis=True))])
        return sorted_desc[:, :self.keep]


Net = PrunedWidth
