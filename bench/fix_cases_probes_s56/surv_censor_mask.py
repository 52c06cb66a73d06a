"""Censored likelihood of a discrete-time model: the survival curve from the pmf's cumulative sum done in numpy (`np.cumsum(pmf.asnumpy(), axis=1)`), events scored by their bin's mass and censored rows by the survival past their bin, switched by a mask."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 3), (4,), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, bins=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins = bins
        with self.name_scope():
            self.head = nn.Dense(bins, in_units=3)

    def hybrid_forward(self, F, x, time, event):
        pmf = F.softmax(self.head(x), axis=1)
        surv = 1 - nd.array(np.cumsum(pmf.asnumpy(), axis=1))
        idx = F.clip(F.floor((time + 1) / 2 * self.bins), 0, self.bins - 1)
        e = (event > 0).astype('float32')
        ll = e * F.log(F.pick(pmf, idx, axis=1) + 1e-8) + (1 - e) * F.log(F.pick(surv, idx, axis=1) + 1e-8)
        return -ll.mean()
