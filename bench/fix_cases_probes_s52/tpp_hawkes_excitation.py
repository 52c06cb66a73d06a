"""Hawkes process intensity: every event excites the later ones with an exponentially decaying kernel, earlier events only."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, mu=0.2, alpha=0.5, beta=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._mu, self._alpha, self._beta = mu, alpha, beta

    def hybrid_forward(self, F, t):
        t = F.abs(t)
        n = t.shape[1]
        gap = t.expand_dims(2) - t.expand_dims(1)
        earlier = nd.array(np.tril(np.ones((n, n)), -1))
        excite = F.exp(-self._beta * F.abs(gap)) * earlier
        return self._mu + self._alpha * excite.sum(axis=2)
