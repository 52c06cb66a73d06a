"""The neck copies its tuple of levels with `list(...)`, replaces the first by a scaled copy and
concatenates them."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Neck(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.c1 = nn.Dense(4, in_units=6)
            self.c2 = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, x):
        feats = (self.c1(x), self.c2(x))
        feats = list(feats)
        feats[0] = feats[0] * 2
        return F.concat(*feats, dim=1)


Net = Neck
