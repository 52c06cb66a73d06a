"""Vectorised pinball loss whose error is `y - pred` with a plain `-` between the (N, 1) target and the (N, Q) quantile predictions of a `Dense(len(quantiles))` head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 1)]


class Net(HybridBlock):
    def __init__(self, in_units=5, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self.quantiles = list(quantiles)
        with self.name_scope():
            self.head = nn.Dense(len(self.quantiles), in_units=in_units)

    def hybrid_forward(self, F, x, y):
        err = y - self.head(x)
        losses = [F.maximum(q * F.slice_axis(err, axis=1, begin=i, end=i + 1),
                            (q - 1) * F.slice_axis(err, axis=1, begin=i, end=i + 1))
                  for i, q in enumerate(self.quantiles)]
        return F.mean(F.concat(*losses, dim=1), axis=1)
