"""SASRec's causal self-attention: the (L, L) upper-triangular mask built on the host with `np.triu(np.ones((L, L)), 1)` from `L = x.shape[1]` and handed to `F.array`, scores `batch_dot(q, k) / sqrt(d)` plus `mask * -1e9`."""
import math
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, d=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d = d
        with self.name_scope():
            self.q = nn.Dense(d, in_units=d, flatten=False)
            self.k = nn.Dense(d, in_units=d, flatten=False)
            self.v = nn.Dense(d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x):
        L = x.shape[1]
        mask = F.array(np.triu(np.ones((L, L)), 1))
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True) / math.sqrt(self.d)
        scores = scores + mask * -1e9
        att = F.softmax(scores, axis=-1)
        return F.batch_dot(att, self.v(x))
