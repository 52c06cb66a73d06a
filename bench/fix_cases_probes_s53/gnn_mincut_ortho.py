"""MinCut pooling: the orthogonality loss compares the normalised S^T S with an identity built in numpy, scaled by the square root of the cluster count."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.assign = nn.Dense(k, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        s = F.softmax(self.assign(x), axis=-1)
        ss = F.batch_dot(s, s, transpose_a=True)
        ss_norm = F.sqrt((ss ** 2).sum(axis=(1, 2), keepdims=True))
        eye = nd.array(np.eye(self.k)) / np.sqrt(self.k)
        ortho = F.sqrt(((F.broadcast_div(ss, ss_norm) - eye) ** 2).sum(axis=(1, 2)))
        return ortho.mean()
