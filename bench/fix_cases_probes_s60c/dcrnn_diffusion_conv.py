"""DCRNN's diffusion convolution: the input `(n, nodes, c)` folded to `(nodes, c * n)` by
`x.transpose((1, 2, 0)).reshape((num_nodes, -1))`, K Chebyshev-style random-walk steps
`x2 = 2 * dot(A, x1) - x0` over a fixed transition matrix, stacked and unfolded with
`reshape((K, num_nodes, c, n))` from the unpacked `n, num_nodes, c = x.shape`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


def random_walk(adj):
    d = adj.sum(axis=1)
    d_inv = np.where(d > 0, 1.0 / np.maximum(d, 1e-12), 0.0)
    return (adj * d_inv[:, None]).astype('float32')


class Net(nn.HybridBlock):
    def __init__(self, nodes=5, cin=3, units=4, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        rng = np.random.RandomState(1)
        self.support = random_walk((rng.uniform(size=(nodes, nodes)) > 0.5).astype('float32'))
        with self.name_scope():
            self.proj = nn.Dense(units, in_units=cin * k, flatten=False)

    def hybrid_forward(self, F, x):
        n, num_nodes, c = x.shape
        a = nd.array(self.support)
        x0 = x.transpose((1, 2, 0)).reshape((num_nodes, -1))
        xs = [x0]
        x1 = F.dot(a, x0)
        xs.append(x1)
        for _ in range(2, self.k):
            x2 = 2 * F.dot(a, x1) - x0
            xs.append(x2)
            x1, x0 = x2, x1
        y = F.stack(*xs).reshape((self.k, num_nodes, c, n))
        y = y.transpose((3, 1, 2, 0)).reshape((n, num_nodes, c * self.k))
        return self.proj(y)
