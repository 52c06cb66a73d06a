"""Graph forecasting with basis expansion: each node's lookback pooled with its neighbours through a row-normalised adjacency, then an N-BEATS trend basis from numpy per node."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6), (3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, forecast=4, degree=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.forecast, self.degree = forecast, degree
        with self.name_scope():
            self.theta = nn.Dense(degree, in_units=12, flatten=False)

    def hybrid_forward(self, F, x, adj):
        adj = F.relu(adj) + 1e-3
        adj = adj / adj.sum(axis=1, keepdims=True)
        neigh = F.dot(adj, x.transpose((1, 0, 2)).reshape((x.shape[1], -1)))
        neigh = neigh.reshape((x.shape[1], x.shape[0], -1)).transpose((1, 0, 2))
        theta = self.theta(F.concat(x, neigh, dim=2))
        t = np.arange(self.forecast) / self.forecast
        basis = nd.array(np.stack([t ** p for p in range(self.degree)]))
        return F.dot(theta, basis)
