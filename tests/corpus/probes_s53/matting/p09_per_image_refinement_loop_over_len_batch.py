"""Per-image refinement loop `for i in range(len(x))`, each image cut out with `slice_axis` and the results concatenated back into a batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 8, 8)]


class PerImageRefiner(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.refine = nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, x):
        outs = []
        for i in range(len(x)):
            xi = F.slice_axis(x, axis=0, begin=i, end=i + 1)
            outs.append(F.sigmoid(self.refine(xi)))
        return F.concat(*outs, dim=0)


Net = PerImageRefiner
