"""SchNet's Gaussian radial basis expansion of interatomic distances: centres `np.linspace(0, cutoff, K)` held as an `nd.array`, `F.exp(-gamma * (d.expand_dims(-1) - self.mu) ** 2)` of (N, M, 1) against (K,), then a filter-generating Dense."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, n_rbf=6, cutoff=2.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.mu = nd.array(np.linspace(0, cutoff, n_rbf))
        self.gamma = 0.5 / (cutoff / (n_rbf - 1)) ** 2
        with self.name_scope():
            self.filter = nn.Dense(5, in_units=n_rbf, flatten=False)

    def hybrid_forward(self, F, d):
        rbf = F.exp(-self.gamma * (F.abs(d).expand_dims(-1) - self.mu) ** 2)
        return self.filter(rbf)
