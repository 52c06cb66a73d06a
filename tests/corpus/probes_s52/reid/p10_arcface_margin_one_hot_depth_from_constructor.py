"""ArcFace head: cosine logits of L2-normalised features and class weights, the angular margin added to the target class through `F.one_hot(labels, self.num_classes)` and `F.where`, scaled by a python `s`."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6), (4,)]


class ArcMarginProduct(HybridBlock):
    def __init__(self, in_units=6, num_classes=5, s=16.0, m=0.3, **kwargs):
        super().__init__(**kwargs)
        self.num_classes, self.s, self.m = num_classes, s, m
        self.cos_m, self.sin_m = math.cos(m), math.sin(m)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(num_classes, in_units), init=init.Xavier())

    def hybrid_forward(self, F, x, raw_labels, weight):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self.num_classes), 0, self.num_classes - 1)
        cosine = F.dot(F.L2Normalization(x), F.L2Normalization(weight), transpose_b=True)
        sine = F.sqrt(F.clip(1.0 - F.square(cosine), 1e-7, 1.0))
        phi = cosine * self.cos_m - sine * self.sin_m
        target = F.one_hot(labels, self.num_classes)
        return self.s * F.where(target > 0, phi, cosine)


Net = ArcMarginProduct
