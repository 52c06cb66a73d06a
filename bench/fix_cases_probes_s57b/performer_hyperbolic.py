"""Performer's hyperbolic softmax kernel: projections drawn in the forward pass by `F.random.normal(shape=(self.m, x.shape[-1]))`, the Gaussian factor `exp(-|x|^2 / 2)` as a (B, L, 1) column multiplied with `*` into `concat(exp(xw), exp(-xw))`, scaled by `sqrt(2m)`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, features=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.m = features
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        x = self.proj(x) * 0.5
        w = F.random.normal(shape=(self.m, x.shape[-1]))
        xw = F.dot(x, w, transpose_b=True)
        h = F.exp(-(x ** 2).sum(axis=-1, keepdims=True) / 2)
        return h * F.concat(F.exp(xw), F.exp(-xw), dim=-1) / math.sqrt(2 * self.m)
