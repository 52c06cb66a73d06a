"""Saliency-weighted feature pooling that scales the (N, 8, H, W) feature map by the (N, 1, H, W) sigmoid saliency map with a plain `feat * sal`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class SaliencyFeatureIQA(HybridBlock):
    def __init__(self, **kwargs):
        super(SaliencyFeatureIQA, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=3)
            self.saliency = nn.Conv2D(1, 1, activation="sigmoid", in_channels=8)
            self.pool = nn.GlobalAvgPool2D()
            self.score = nn.Dense(1, in_units=8)

    def hybrid_forward(self, F, img):
        feat = self.body(img)
        sal = self.saliency(feat)
        return self.score(self.pool(feat * sal))


Net = SaliencyFeatureIQA
