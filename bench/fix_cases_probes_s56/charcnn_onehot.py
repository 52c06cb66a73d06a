"""Character-level CNN (Zhang et al.): character codes one-hot encoded by taking rows of nd.array(np.eye(alphabet)), transposed to (N, alphabet, L), a convolution, and max pooling over the whole remaining length with a kernel of `h.shape[2]`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 12)]


class Net(nn.HybridBlock):
    def __init__(self, alphabet=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alphabet = alphabet
        with self.name_scope():
            self.conv = nn.Conv1D(4, 3, in_channels=alphabet, activation='relu')
            self.fc = nn.Dense(2, in_units=4)

    def hybrid_forward(self, F, chars):
        idx = F.floor((chars + 1) * (self.alphabet / 2.0 - 1e-3))
        onehot = F.take(nd.array(np.eye(self.alphabet)), idx).transpose((0, 2, 1))
        h = self.conv(onehot)
        h = F.Pooling(h, kernel=(h.shape[2],), pool_type='max')
        return self.fc(h)
