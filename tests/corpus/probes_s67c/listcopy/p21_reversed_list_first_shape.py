"""Top-down FPN order by `list(reversed(feats))`; the top level's width is read by `.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class TopDown(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.c1 = nn.Dense(4, in_units=6)
            self.c2 = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, x):
        feats = [self.c1(x), self.c2(x)]
        order = list(reversed(feats))
        w = order[0].shape[1]
        return F.concat(*order, dim=1) / w


Net = TopDown
