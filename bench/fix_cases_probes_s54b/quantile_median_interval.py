"""Interval head: predictions regrouped into (batch, horizon, Q) by the quantile count, the median taken with `...` indexing and the interval width from the last and first quantiles."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), horizon=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.quantiles = quantiles
        with self.name_scope():
            self.head = nn.Dense(horizon * len(quantiles), in_units=4)

    def hybrid_forward(self, F, x):
        pred = self.head(x).reshape((x.shape[0], -1, len(self.quantiles)))
        median = pred[..., len(self.quantiles) // 2]
        width = pred[..., -1] - pred[..., 0]
        return F.concat(median, width, dim=1)
