"""Saliency-weighted quality pooling: a one-channel quality map and a one-channel saliency map from two conv heads, both flattened by reshape code (0, -1), saliency softmax-normalised, the weighted sum by a plain `*` of the equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class SaliencyPooledIQA(HybridBlock):
    def __init__(self, **kwargs):
        super(SaliencyPooledIQA, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=3)
            self.quality = nn.Conv2D(1, 1, in_channels=8)
            self.saliency = nn.Conv2D(1, 1, in_channels=8)

    def hybrid_forward(self, F, img):
        f = self.body(img)
        q = self.quality(f).reshape((0, -1))
        w = F.softmax(self.saliency(f).reshape((0, -1)), axis=1)
        return F.sum(w * q, axis=1)


Net = SaliencyPooledIQA
