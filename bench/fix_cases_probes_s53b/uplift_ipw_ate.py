"""Inverse-propensity-weighted ATE of a batch: treated and control outcomes weighted by 1/e and 1/(1-e), averaged over the batch size taken with len()."""
from mxnet.gluon import nn


INPUTS = [(6, 3), (6,), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.prop = nn.Dense(1, in_units=3)

    def hybrid_forward(self, F, x, t, y):
        e = F.sigmoid(self.prop(x)).reshape((-1,)) * 0.9 + 0.05
        t = t > 0
        n = len(y)
        ate = (t * y / e).sum() / n - ((1 - t) * y / (1 - e)).sum() / n
        return ate
