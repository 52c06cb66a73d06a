"""Pinball loss of a quantile head: the quantile levels as nd.array, the (batch, 1) target minus the (batch, Q) predictions, and the max of q*e and (q-1)*e."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 6), (4, 1)]


class Net(nn.HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.quantiles = quantiles
        with self.name_scope():
            self.head = nn.Dense(len(quantiles), in_units=6)

    def hybrid_forward(self, F, x, y):
        pred = self.head(x)
        q = nd.array(self.quantiles).reshape((1, -1))
        err = y - pred
        return F.maximum(F.broadcast_mul(q, err), F.broadcast_mul(q - 1, err)).mean()
