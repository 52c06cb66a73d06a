"""ArcFace's margin head: embeddings and class centres L2-normalised, `cos = dot(emb, W.T)`, `phi = cos*cos_m - sin*sin_m` with the easy-margin threshold, the target one-hot built with `F.one_hot(label, cos.shape[1])`, logits `s * (one_hot*phi + (1-one_hot)*cos)`."""
import math
from mxnet.gluon import nn


INPUTS = [(3, 6), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, classes=5, s=8.0, m=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.s, self.m = s, m
        self.cos_m, self.sin_m = math.cos(m), math.sin(m)
        self.th, self.mm = math.cos(math.pi - m), math.sin(math.pi - m) * m
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(classes, dim))

    def hybrid_forward(self, F, emb, label, weight):
        cos = F.dot(F.L2Normalization(emb), F.L2Normalization(weight), transpose_b=True)
        sin = F.sqrt(F.clip(1.0 - cos * cos, 0, 1))
        phi = cos * self.cos_m - sin * self.sin_m
        phi = F.where(cos > self.th, phi, cos - self.mm)
        one_hot = F.one_hot(label, cos.shape[1])
        return self.s * (one_hot * phi + (1.0 - one_hot) * cos)
