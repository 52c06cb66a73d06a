"""Horizontal part pooling with the strips cut as `feat[:, :, i * 2:(i + 1) * 2]` in a python loop over parts."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 6)]


class PartPooling(HybridBlock):
    def __init__(self, parts=4, **kwargs):
        super().__init__(**kwargs)
        self.parts = parts
        with self.name_scope():
            self.cnn = nn.Conv2D(3, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, sil):
        feat = self.cnn(sil)
        step = 8 // self.parts
        pooled = [F.max(feat[:, :, i * step:(i + 1) * step], axis=(2, 3)) for i in range(self.parts)]
        return F.stack(*pooled, axis=2)


Net = PartPooling
