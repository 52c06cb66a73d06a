"""ArcFace head whose one-hot depth is read from the logits: `F.one_hot(labels, cosine.shape[1])`."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (4,)]


class ArcMarginProduct(HybridBlock):
    def __init__(self, in_units=6, num_classes=5, s=16.0, m=0.3, **kwargs):
        super().__init__(**kwargs)
        self.num_classes, self.s, self.m = num_classes, s, m
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(num_classes, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, raw_labels, weight):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self.num_classes), 0, self.num_classes - 1)
        cosine = F.dot(F.L2Normalization(x), F.L2Normalization(weight), transpose_b=True)
        theta = F.arccos(F.clip(cosine, -1 + 1e-6, 1 - 1e-6))
        target = F.one_hot(labels, cosine.shape[1])
        return self.s * F.cos(theta + self.m * target)


Net = ArcMarginProduct
