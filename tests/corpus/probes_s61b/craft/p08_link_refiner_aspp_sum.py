"""CRAFT link refiner: the score maps and features concatenated, a 3x3 conv, then an ASPP of four dilated branches (dilations 6, 12, 18, 24 with matching padding) summed by plain `+` (same shapes), the refined affinity returned beside the region map taken by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 8, 8), (1, 4, 8, 8)]


class RefineNet(HybridBlock):
    def __init__(self, width=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.last = nn.Conv2D(width, 3, padding=1, activation="relu")
            self.aspp = nn.HybridSequential()
            for d in (6, 12, 18, 24):
                branch = nn.HybridSequential()
                branch.add(nn.Conv2D(width, 3, padding=d, dilation=d, activation="relu"),
                           nn.Conv2D(1, 1))
                self.aspp.add(branch)

    def hybrid_forward(self, F, y, feat):
        h = self.last(F.concat(y, feat, dim=1))
        a1, a2, a3, a4 = [branch(h) for branch in self.aspp]
        link = a1 + a2 + a3 + a4
        return F.slice_axis(y, axis=1, begin=0, end=1), link


Net = RefineNet
