"""A face-recognition head end to end: the neck flattens by `x.shape[0]` and normalises with `emb / emb.norm(axis=1, keepdims=True)`, ArcFace's margin on the target built by `F.one_hot(label, cos.shape[1])`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 4, 2, 2), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, cin=4, dim=5, classes=6, s=8.0, m=0.4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.s, self.m = s, m
        with self.name_scope():
            self.fc = nn.Dense(dim, in_units=cin * 4)
            self.weight = self.params.get('weight', shape=(classes, dim))

    def hybrid_forward(self, F, x, label, weight):
        emb = self.fc(x.reshape((x.shape[0], -1)))
        emb = emb / emb.norm(axis=1, keepdims=True)
        cos = F.dot(emb, F.L2Normalization(weight), transpose_b=True)
        theta = F.arccos(F.clip(cos, -1 + 1e-7, 1 - 1e-7))
        one_hot = F.one_hot(label, cos.shape[1])
        return self.s * F.cos(theta + self.m * one_hot)
