"""Spleeter two-stem separation: a child block returning the tuple `(vocals_mask, accompaniment_mask)` (the second `1 - vocals`), unpacked by the parent, the two estimates the masks times the mixture and their sum compared with the mixture by an L1 term -- all (B, 2, T, F)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 8)]


class TwoStemMasks(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, mag):
        v = F.sigmoid(self.conv(mag))
        return v, 1 - v


class TwoStem(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.masks = TwoStemMasks()

    def hybrid_forward(self, F, mag):
        vocals_mask, acc_mask = self.masks(mag)
        vocals, acc = vocals_mask * mag, acc_mask * mag
        return vocals, acc, F.mean(F.abs(vocals + acc - mag))


Net = TwoStem
