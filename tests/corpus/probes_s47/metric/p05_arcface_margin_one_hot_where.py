"""ArcFace head: L2-normalised features and class weights, cos(theta + m) on the target logit chosen by `one_hot` of the labels, scaled by `s`; the easy-margin fallback by `F.where`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(4, 8), (4,)]


class ArcMarginProduct(HybridBlock):
    def __init__(self, in_units=8, classes=5, s=30.0, m=0.5, **kwargs):
        super().__init__(**kwargs)
        self._classes, self._s = classes, s
        self._cos_m, self._sin_m = math.cos(m), math.sin(m)
        self._th, self._mm = math.cos(math.pi - m), math.sin(math.pi - m) * m
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(classes, in_units))

    def hybrid_forward(self, F, x, label, weight):
        cosine = F.FullyConnected(F.L2Normalization(x), F.L2Normalization(weight), no_bias=True,
                                  num_hidden=self._classes)
        sine = F.sqrt(F.clip(1.0 - F.square(cosine), 0, 1))
        phi = cosine * self._cos_m - sine * self._sin_m
        phi = F.where(cosine > self._th, phi, cosine - self._mm)
        one_hot = F.one_hot(label, depth=self._classes)
        return (one_hot * phi + (1.0 - one_hot) * cosine) * self._s


class Net(ArcMarginProduct):
    def hybrid_forward(self, F, x, raw_label, weight):
        label = F.clip(F.floor((raw_label + 1) * 2.5), 0, 4)
        return super().hybrid_forward(F, x, label, weight)
