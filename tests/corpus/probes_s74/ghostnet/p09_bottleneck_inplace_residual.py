"""GhostNet bottleneck with the residual added in place (`x += residual`) after the second ghost
module."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class GhostBottleneck(HybridBlock):
    def __init__(self, mid=16, oup=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.expand = nn.Conv2D(mid, 1, activation="relu")
            self.project = nn.Conv2D(oup, 1)

    def hybrid_forward(self, F, x):
        residual = x
        x = self.project(self.expand(x))
        x += residual
        return x


Net = GhostBottleneck
