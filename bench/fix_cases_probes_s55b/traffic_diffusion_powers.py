"""DCRNN diffusion convolution: the random-walk transition matrix normalized in numpy and built with nd.array in the forward, nodes moved to the front by the input's shape, K diffusion steps by the Chebyshev-like recursion, and the result folded back to (batch, nodes, K * dim)."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]

ADJ = np.array([[0, 1, 0, 0, 1],
                [1, 0, 1, 0, 0],
                [0, 1, 0, 1, 0],
                [0, 0, 1, 0, 1],
                [1, 0, 0, 1, 0]], dtype='float32')


class Net(nn.HybridBlock):
    def __init__(self, k=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=3 * (k + 1), flatten=False)

    def hybrid_forward(self, F, x):
        batch, num_nodes, dim = x.shape
        support = nd.array(ADJ / ADJ.sum(axis=1, keepdims=True))
        x0 = x.transpose((1, 2, 0)).reshape((num_nodes, dim * batch))
        xs = [x0]
        x1 = F.dot(support, x0)
        xs.append(x1)
        for _ in range(2, self.k + 1):
            x2 = 2 * F.dot(support, x1) - x0
            xs.append(x2)
            x1, x0 = x2, x1
        out = F.stack(*xs, axis=0).reshape((self.k + 1, num_nodes, dim, batch))
        out = out.transpose((3, 1, 2, 0)).reshape((batch, num_nodes, dim * (self.k + 1)))
        return self.proj(out)
