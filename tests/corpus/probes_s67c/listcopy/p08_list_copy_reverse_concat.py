"""Level features copied with `list(...)`, reversed in place and concatenated (top-down order)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Levels(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.c1 = nn.Dense(4, in_units=6)
            self.c2 = nn.Dense(3, in_units=6)

    def hybrid_forward(self, F, x):
        feats = (self.c1(x), self.c2(x))
        rev = list(feats)
        rev.reverse()
        return F.concat(*rev, dim=1)


Net = Levels
