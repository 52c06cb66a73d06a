"""AAM-softmax with the "easy margin" and threshold fallback: `phi = F.where(cos > th, phi, cos - mm)` of equal (N, C) shapes (`th`, `mm` python constants from `math.cos(math.pi - m)`), the one-hot mixing and `softmax_cross_entropy`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class EasyMarginAAM(HybridBlock):
    def __init__(self, dim=6, classes=3, margin=0.2, scale=30.0, **kwargs):
        super().__init__(**kwargs)
        self._c, self._m, self._s = classes, margin, scale
        self._th, self._mm = math.cos(math.pi - margin), math.sin(math.pi - margin) * margin
        self.fc = nn.Dense(classes, use_bias=False, in_units=dim)

    def hybrid_forward(self, F, emb, scores):
        label = F.argmax(scores, axis=1)
        cos = F.clip(self.fc(F.L2Normalization(emb)), -1 + 1e-6, 1 - 1e-6)
        sin = F.sqrt(1 - F.square(cos))
        phi = cos * math.cos(self._m) - sin * math.sin(self._m)
        phi = F.where(cos > self._th, phi, cos - self._mm)
        oh = F.one_hot(label, self._c)
        return F.softmax_cross_entropy(self._s * (oh * phi + (1 - oh) * cos), label)


Net = EasyMarginAAM
