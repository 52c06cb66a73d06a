"""Quantile regression: one output column per quantile of a python list; the pinball loss `max(q * e, (q - 1) * e)` is accumulated in a python loop over `enumerate(self.quantiles)` with each column cut by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 1)]


class QuantileLoss(HybridBlock):
    def __init__(self, in_units=5, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self.quantiles = list(quantiles)
        with self.name_scope():
            self.head = nn.Dense(len(self.quantiles), in_units=in_units)

    def hybrid_forward(self, F, x, y):
        pred = self.head(x)
        losses = []
        for i, q in enumerate(self.quantiles):
            err = y - F.slice_axis(pred, axis=1, begin=i, end=i + 1)
            losses.append(F.maximum(q * err, (q - 1) * err))
        return F.mean(F.concat(*losses, dim=1), axis=1)


Net = QuantileLoss
