"""U^2-Net returning `(d0, d1, d2)` when built with `deep_supervision=True` (training) and `d0` alone otherwise: a python `if` on a constructor flag, side maps upsampled `like` the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class FlaggedU2(HybridBlock):
    def __init__(self, ch=4, deep_supervision=True, **kwargs):
        super().__init__(**kwargs)
        self._ds = deep_supervision
        self.enc1 = nn.Conv2D(ch, 3, padding=1, activation="relu")
        self.enc2 = nn.Conv2D(ch, 3, padding=1, activation="relu")
        self.side1, self.side2 = nn.Conv2D(1, 1), nn.Conv2D(1, 1)
        self.fuse = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):
        h1 = self.enc1(x)
        h2 = self.enc2(F.Pooling(h1, kernel=(2, 2), stride=(2, 2), pool_type="max"))
        d1 = self.side1(h1)
        d2 = F.contrib.BilinearResize2D(self.side2(h2), like=d1, mode="like")
        d0 = self.fuse(F.concat(d1, d2, dim=1))
        if self._ds:
            return F.sigmoid(d0), F.sigmoid(d1), F.sigmoid(d2)
        return F.sigmoid(d0)


Net = FlaggedU2
