"""Spleeter soft masks: one sigmoid head per instrument (a python list of 1x1 `Conv2D`s to the mixture's 2 channels) over shared U-Net features, each instrument's estimate the mask times the mixture magnitude (equal (B, 2, T, F) shapes), returned as a tuple built from a list comprehension."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 8)]


class SoftMaskHeads(HybridBlock):
    def __init__(self, instruments=("vocals", "drums", "bass"), channels=4, **kwargs):
        super().__init__(**kwargs)
        self._names = instruments
        with self.name_scope():
            self.body = nn.Conv2D(channels, 3, padding=1, activation="relu")
            self.heads = nn.HybridSequential()
            for _ in instruments:
                self.heads.add(nn.Conv2D(2, 1))

    def hybrid_forward(self, F, mag):
        h = self.body(mag)
        masks = [F.sigmoid(head(h)) for head in self.heads]
        return tuple(m * mag for m in masks)


Net = SoftMaskHeads
