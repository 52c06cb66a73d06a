"""Antecedent scoring: every mention paired with every earlier one, (B, M, 1, D) against (B, 1, M, D) combined with `*` and `+`, a strictly lower-triangular mask from np.tril sized by the mention count made with nd.array, and a zero dummy antecedent column from zeros of the shape."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pair = nn.Dense(1, in_units=dim, flatten=False)

    def hybrid_forward(self, F, m):
        b, num, d = m.shape
        prod = m.expand_dims(2) * m.expand_dims(1)
        scores = self.pair(prod).reshape((b, num, num))
        scores = scores + (m.sum(axis=-1).expand_dims(2) + m.sum(axis=-1).expand_dims(1))
        mask = nd.array(np.tril(np.ones((num, num)), -1))
        scores = scores * mask - 1e4 * (1 - mask)
        dummy = F.zeros((b, num, 1))
        return F.softmax(F.concat(dummy, scores, dim=2), axis=-1)
