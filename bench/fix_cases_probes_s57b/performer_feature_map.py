"""FAVOR+ positive random features: a fixed Gaussian projection drawn once in the constructor and held as `nd.array`, the data scaled by `q.shape[-1] ** -0.25`, the squared norm as a `keepdims=True` column subtracted from the projections with a row-wise max for stability, and the ratio `1 / sqrt(proj.shape[0])`."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, features=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.proj = mx.nd.array(np.random.RandomState(1).randn(features, dim))
        with self.name_scope():
            self.q = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        q = self.q(x)
        normalizer = q.shape[-1] ** -0.25
        dash = F.dot(q * normalizer, self.proj, transpose_b=True)
        diag = (q ** 2).sum(axis=-1, keepdims=True) / 2 * normalizer ** 2
        ratio = 1.0 / (self.proj.shape[0] ** 0.5)
        return ratio * (F.exp(dash - diag - dash.max(axis=-1, keepdims=True)) + 1e-4)
