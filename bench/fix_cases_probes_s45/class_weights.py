"""Weighted log-likelihood of a classifier, the class weights held as a python list."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(4, 6), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, class_weights=(1.0, 2.0, 0.5), **kwargs):
        super(Net, self).__init__(**kwargs)
        self._weights = list(class_weights)
        with self.name_scope():
            self.cls = nn.Dense(len(class_weights), in_units=in_units)

    def hybrid_forward(self, F, x, target):
        logp = F.log_softmax(self.cls(x))
        w = mx.nd.array(self._weights)
        return -F.sum(F.broadcast_mul(logp * F.softmax(target), w.reshape((1, -1))), axis=1)
