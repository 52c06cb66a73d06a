"""OpenPose heatmaps normalised against the strongest part at each pixel, `heat - F.max(heat, axis=1, keepdims=True)` (N, K, H, W) minus (N, 1, H, W) by a plain `-`, then a softmax over parts plus background."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class PlainMaxNormalised(HybridBlock):
    def __init__(self, parts=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heat = nn.Conv2D(parts + 1, 1)

    def hybrid_forward(self, F, feats):
        heat = self.heat(feats)
        return F.softmax(heat - F.max(heat, axis=1, keepdims=True), axis=1)


Net = PlainMaxNormalised
