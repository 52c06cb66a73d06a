"""Horizontal pyramid part pooling: (N, C, H, W) features reshaped to (N, C, parts, -1) strips by `reshape((0, 0, self.parts, -1))`, each strip pooled by mean plus max."""
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
        strips = feat.reshape((0, 0, self.parts, -1))
        return F.mean(strips, axis=3) + F.max(strips, axis=3)


Net = PartPooling
