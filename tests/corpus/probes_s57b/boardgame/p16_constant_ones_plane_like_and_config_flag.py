"""Input stem that appends a constant all-ones plane (`ones_like` of a sliced plane) when a python config flag asks for it (Leela-style bias plane)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class Stem(HybridBlock):
    def __init__(self, ones_plane=True, **kwargs):
        super(Stem, self).__init__(**kwargs)
        self.ones_plane = ones_plane
        with self.name_scope():
            self.conv = nn.Conv2D(8, 3, padding=1, in_channels=5 if ones_plane else 4)

    def hybrid_forward(self, F, planes):
        if self.ones_plane:
            ones = F.ones_like(F.slice_axis(planes, axis=1, begin=0, end=1))
            planes = F.concat(planes, ones, dim=1)
        return F.relu(self.conv(planes))


Net = Stem
