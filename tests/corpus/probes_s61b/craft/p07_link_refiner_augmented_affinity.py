"""CRAFT link refiner adding its correction into the affinity channel with `link += self.refine(...)`, the affinity taken by `slice_axis` of the score map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 8, 8), (1, 4, 8, 8)]


class AugmentedRefiner(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.refine = nn.HybridSequential()
            self.refine.add(nn.Conv2D(4, 3, padding=1, activation="relu"), nn.Conv2D(1, 1))

    def hybrid_forward(self, F, y, feat):
        link = F.slice_axis(y, axis=1, begin=1, end=2)
        link += self.refine(F.concat(y, feat, dim=1))
        return link


Net = AugmentedRefiner
