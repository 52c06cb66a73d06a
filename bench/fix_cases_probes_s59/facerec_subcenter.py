"""Sub-center ArcFace: k centres per class, cosines to all `classes * k` centres reshaped to (n, classes, k) with `n = x.shape[0]` and max-pooled over the sub-centres, then the additive angular margin on the target with `F.one_hot`."""
import math
from mxnet.gluon import nn


INPUTS = [(3, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, classes=5, k=3, s=8.0, m=0.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.classes, self.k, self.s, self.m = classes, k, s, m
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(classes * k, dim))

    def hybrid_forward(self, F, x, label, weight):
        n = x.shape[0]
        cos = F.dot(F.L2Normalization(x), F.L2Normalization(weight), transpose_b=True)
        cos = cos.reshape((n, self.classes, self.k)).max(axis=2)
        theta = F.arccos(F.clip(cos, -1 + 1e-7, 1 - 1e-7))
        one_hot = F.one_hot(label, self.classes)
        target = F.cos(theta + self.m)
        return self.s * (one_hot * target + (1 - one_hot) * cos)
