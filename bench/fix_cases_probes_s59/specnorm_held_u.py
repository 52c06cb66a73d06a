"""A spectral-norm conv holding its left singular vector as a plain NDArray attribute (`self.u = nd.array(...)` of a constant, never a Parameter); one power iteration, the (cout, cin, 1, 1) kernel divided by a (1,) sigma with NDArray's broadcasting `/`."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, cout=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cout = cout
        self.u = mx.nd.array(np.full((1, cout), 1.0 / np.sqrt(cout)))
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(cout, cin, 1, 1))

    def hybrid_forward(self, F, x, weight):
        w_mat = F.flatten(weight)
        v = F.L2Normalization(F.dot(self.u, w_mat))
        u = F.L2Normalization(F.dot(v, w_mat, transpose_b=True))
        sigma = F.sum(F.dot(u, w_mat) * v, axis=1)
        return F.Convolution(x, weight / sigma, kernel=(1, 1), num_filter=self.cout, no_bias=True)
