"""GhostNet Ghost module sizing the cut from the input's channel count read in the forward pass
(`x.shape[1]`), for an identity-width module."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class GhostModule(HybridBlock):
    def __init__(self, ratio=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.primary = nn.Conv2D(4, 1, activation="relu")
            self.cheap = nn.Conv2D(4, 3, padding=1, groups=4)

    def hybrid_forward(self, F, x):
        x1 = self.primary(x)
        out = F.concat(x1, self.cheap(x1), dim=1)
        return F.slice_axis(out, axis=1, begin=0, end=x.shape[1])


Net = GhostModule
