"""Sparsemax over the classes: the threshold tau from the sorted scores, their running sums and the size of the support."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, x):
        z = F.sort(x, is_ascend=False)
        k = F.arange(1, x.shape[-1] + 1)
        cumsum = F.dot(z, nd.array(np.triu(np.ones((x.shape[-1], x.shape[-1])))))
        support = (1 + k * z) > cumsum
        k_z = support.sum(axis=-1, keepdims=True)
        tau = ((z * support).sum(axis=-1, keepdims=True) - 1) / k_z
        return F.maximum(x - tau, 0)
