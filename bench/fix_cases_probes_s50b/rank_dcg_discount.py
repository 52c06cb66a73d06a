"""Differentiable DCG: softmax relevance of each list position weighted by the logarithmic discount of its rank."""
import mxnet as mx
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=3, flatten=False)

    def hybrid_forward(self, F, x):
        scores = self.score(x).reshape((0, -1))
        disc = mx.nd.array(1.0 / np.log2(np.arange(2, x.shape[1] + 2)))
        return (F.softmax(scores, axis=1) * disc).sum(axis=1)
