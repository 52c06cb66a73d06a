"""Chebyshev spectral mesh convolution: the recursion T_k = 2 L T_(k-1) - T_(k-2) over the vertex features folded from the input's shape."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]

LAP = np.array([[1, -.5, 0, -.5], [-.5, 1, -.5, 0], [0, -.5, 1, -.5], [-.5, 0, -.5, 1]], dtype='float32')


class Net(nn.HybridBlock):
    def __init__(self, K=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.K = K
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=3 * K, flatten=False)

    def hybrid_forward(self, F, x):
        b, v, c = x.shape
        L = nd.array(LAP - np.eye(4))
        x0 = x.transpose((1, 0, 2)).reshape((v, b * c))
        xs = [x0, F.dot(L, x0)]
        for _ in range(2, self.K):
            xs.append(2 * F.dot(L, xs[-1]) - xs[-2])
        h = F.stack(*xs, axis=0).reshape((self.K, v, b, c)).transpose((2, 1, 3, 0))
        return self.fc(h.reshape((b, v, c * self.K)))
