"""Point decoration that adds the pillar-centre offset to the raw points in place (`feats += ...`) while the raw points are also returned."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 4)]


class DecoratedPillars(HybridBlock):
    def __init__(self, **kwargs):
        super(DecoratedPillars, self).__init__(**kwargs)
        with self.name_scope():
            self.offset = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, points):
        raw = F.relu(points)
        feats = raw
        feats += self.offset(points)
        return F.max(feats, axis=2), F.max(raw, axis=2)


Net = DecoratedPillars
