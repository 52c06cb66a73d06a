"""GCNII (Chen et al. 2020): 16 layers of `H_{l+1} = relu(((1 - a) P H_l + a H_0)((1 - b_l) I + b_l W_l))` with
`b_l = log(lambda / l + 1)`, P the renormalised adjacency `D^-1/2 (A + I) D^-1/2` of a fixed graph computed in
`__init__` with numpy and held as an `nd.array` attribute, the identity mapping written with `F.eye(n)` where
`n = weight.shape[0]`, the initial representation from a Dense layer, and the classifier on top."""
import math

import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(6, 5)]


class GraphConvolution(nn.HybridBlock):
    def __init__(self, dim, layer, alpha, lamda, **kwargs):
        super(GraphConvolution, self).__init__(**kwargs)
        self.alpha = alpha
        self.beta = math.log(lamda / layer + 1)
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(dim, dim))

    def hybrid_forward(self, F, x, h0, adj, weight):
        hi = F.dot(adj, x)
        support = (1 - self.alpha) * hi + self.alpha * h0
        n = weight.shape[0]
        return F.dot(support, (1 - self.beta) * F.eye(n) + self.beta * weight)


class Net(nn.HybridBlock):
    def __init__(self, in_dim=5, hidden=8, classes=3, layers=16, alpha=0.1, lamda=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (0, 5), (1, 4)]
        a = np.eye(6, dtype='float32')
        for i, j in edges:
            a[i, j] = a[j, i] = 1.0
        d = 1.0 / np.sqrt(a.sum(axis=1))
        self.adj = nd.array(a * d[:, None] * d[None, :])
        with self.name_scope():
            self.fc0 = nn.Dense(hidden, in_units=in_dim, activation='relu')
            self.convs = nn.HybridSequential()
            for l in range(layers):
                self.convs.add(GraphConvolution(hidden, l + 1, alpha, lamda))
            self.fc1 = nn.Dense(classes, in_units=hidden)

    def hybrid_forward(self, F, x):
        h = h0 = self.fc0(x)
        for conv in self.convs:
            h = F.relu(conv(h, h0, self.adj))
        return F.log_softmax(self.fc1(h), axis=1)
