"""Quantile (pinball) loss block that builds the quantile vector with `nd.array(self.quantiles)`
inside `hybrid_forward`."""
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 3), (2, 4, 1)]


class QuantileLoss(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self.quantiles = list(quantiles)

    def hybrid_forward(self, F, pred, target):
        q = nd.array(self.quantiles).reshape((1, 1, -1))
        err = F.broadcast_sub(target, pred)
        return F.mean(F.maximum(F.broadcast_mul(q, err), F.broadcast_mul(q - 1, err)))


Net = QuantileLoss
