"""SASRec's causal self-attention: scores `F.batch_dot(q, k, transpose_b=True)` masked by a lower-triangular `nd.array(np.tril(np.ones((L, L))))` built from `L = x.shape[1]`, the masked entries pushed to -1e9 by `scores * mask - 1e9 * (1 - mask)` against the (B, L, L) scores."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.k = nn.Dense(dim, flatten=False, in_units=dim)
            self.v = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        L = x.shape[1]
        mask = nd.array(np.tril(np.ones((L, L))))
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True) / np.sqrt(self.dim)
        scores = scores * mask - 1e9 * (1 - mask)
        return F.batch_dot(F.softmax(scores, axis=-1), self.v(x))
