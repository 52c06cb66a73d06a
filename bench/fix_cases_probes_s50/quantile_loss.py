"""Multi-quantile forecaster loss: one output column per quantile, pinball losses summed over a python list of quantiles."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super(Net, self).__init__(**kwargs)
        self._quantiles = list(quantiles)
        with self.name_scope():
            self.head = nn.Dense(len(quantiles), in_units=3)

    def hybrid_forward(self, F, x, target):
        pred = self.head(x)
        loss = 0
        for i, q in enumerate(self._quantiles):
            err = target - pred[:, i]
            loss += F.mean(F.maximum(q * err, (q - 1) * err))
        return loss
