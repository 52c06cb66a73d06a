"""DeepHit: a softmax over time bins, each event time bucketed by `floor(t * bins)` with the bin count read from `pmf.shape[1]`, the likelihood of the event bin by pick, and the cumulative incidence by a dot with nd.array(np.triu(np.ones((b, b))))."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, bins=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(bins, in_units=4)

    def hybrid_forward(self, F, x, time):
        pmf = F.softmax(self.head(x), axis=1)
        b = pmf.shape[1]
        idx = F.clip(F.floor((time + 1) / 2 * b), 0, b - 1)
        nll = -F.log(F.pick(pmf, idx, axis=1) + 1e-8).mean()
        cif = F.dot(pmf, nd.array(np.triu(np.ones((b, b)))))
        return nll, cif
