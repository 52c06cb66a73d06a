"""Interaction blocks repeated in a loop with `x += ...` updates: each block's filter from an RBF expansion of the distances (held centres, plain `-` against (K,)), and the atom features gated by a ghost-style half-width concat cut by `h[:, :, :self.dim]`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, n_rbf=5, blocks=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim, self.blocks = dim, blocks
        self.mu = nd.array(np.linspace(0, 1, n_rbf))
        with self.name_scope():
            self.filters = nn.HybridSequential()
            self.cheap = nn.HybridSequential()
            for _ in range(blocks):
                self.filters.add(nn.Dense(dim, in_units=n_rbf, flatten=False))
                self.cheap.add(nn.Dense(dim - dim // 2, in_units=dim // 2, flatten=False))

    def hybrid_forward(self, F, d, x):
        rbf = F.exp(-10.0 * (F.abs(d).expand_dims(-1) - self.mu) ** 2)
        for i in range(self.blocks):
            v = F.tanh(self.filters[i](rbf)) * x
            half = v[:, :, :self.dim // 2]
            g = F.concat(half, self.cheap[i](half), dim=2)
            x += g[:, :, :self.dim]
        return x
