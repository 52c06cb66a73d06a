"""Implicit-feedback loss with confidence weights (WMF style): the preference `r > 0`, a confidence `1 + alpha * |r|`, the class weights of observed and unobserved pairs held as `nd.array([1.0, neg_weight])` and picked by the preference, and the weighted squared error divided by `len(r)`."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(5, 4), (5,)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=2.0, neg_weight=0.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        self.class_w = mx.nd.array([neg_weight, 1.0])
        with self.name_scope():
            self.score = nn.Dense(1, in_units=4)

    def hybrid_forward(self, F, x, r):
        pred = F.sigmoid(self.score(x)).reshape((-1,))
        pref = r > 0
        conf = 1 + self.alpha * F.abs(r)
        w = F.take(self.class_w, pref)
        return (w * conf * (pref - pred) ** 2).sum() / len(r)
