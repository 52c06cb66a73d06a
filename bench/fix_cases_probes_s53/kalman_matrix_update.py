"""Kalman measurement update with full covariances: gain from a batched inverse, covariance (I - K) P with an identity from numpy."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3), (2, 3), (2, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, r=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim, self.r = dim, r

    def hybrid_forward(self, F, x, z, L):
        P = F.batch_dot(L, L, transpose_b=True) + nd.array(np.eye(self.dim))
        S = P + self.r * nd.array(np.eye(self.dim))
        K = F.batch_dot(P, F.linalg.inverse(S))
        x_new = x + F.batch_dot(K, (z - x).expand_dims(2)).reshape((0, -1))
        P_new = F.batch_dot(nd.array(np.eye(self.dim)) - K, P)
        return x_new, P_new
