"""Causal self-attention scores: future positions are masked with a lower-triangular matrix built in numpy."""
import mxnet as mx
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(dim, in_units=3, flatten=False)
            self.k = nn.Dense(dim, in_units=3, flatten=False)

    def hybrid_forward(self, F, x):
        s = F.batch_dot(self.q(x), self.k(x), transpose_b=True)
        mask = mx.nd.array(np.tril(np.ones((x.shape[1], x.shape[1]))))
        s = F.broadcast_mul(s, mask.expand_dims(0)) - 1e4 * (1 - mask)
        return F.softmax(s, axis=-1)
