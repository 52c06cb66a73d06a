"""Graph readout: mean, max and sum over the node axis concatenated on the feature axis, then a classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5)]


class Readout(HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        g = F.concat(F.mean(x, axis=1), F.max(x, axis=1), F.sum(x, axis=1), dim=-1)
        return self.cls(g)


Net = Readout
