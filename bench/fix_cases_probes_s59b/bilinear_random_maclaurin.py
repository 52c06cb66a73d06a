"""Compact bilinear pooling by Random Maclaurin projection: two fixed random ±1 matrices drawn with numpy at construction and turned into arrays in the forward by `nd.array(self.w1)`, the projected features multiplied elementwise and averaged over positions."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=4, out_dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        rng = np.random.RandomState(1)
        self.w1 = rng.choice([-1.0, 1.0], size=(in_dim, out_dim))
        self.w2 = rng.choice([-1.0, 1.0], size=(in_dim, out_dim))
        self.out_dim = out_dim

    def hybrid_forward(self, F, x):
        x = x.transpose((0, 2, 3, 1)).reshape((-1, 4))
        p1 = F.dot(x, nd.array(self.w1))
        p2 = F.dot(x, nd.array(self.w2))
        z = (p1 * p2).reshape((-1, 9, self.out_dim)).mean(axis=1) / np.sqrt(self.out_dim)
        return F.sign(z) * F.sqrt(F.abs(z) + 1e-8)
