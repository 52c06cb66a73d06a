"""Pinball loss over the python quantile list: each column by `F.slice_axis(pred, axis=1, begin=i, end=i + 1)` against the `(N, 1)` target, the per-quantile losses summed with `F.add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1)]


class PinballHead(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super(PinballHead, self).__init__(**kwargs)
        self.quantiles = quantiles
        with self.name_scope():
            self.head = nn.Dense(len(quantiles))

    def hybrid_forward(self, F, x, target):
        pred = self.head(x)
        losses = []
        for i, q in enumerate(self.quantiles):
            err = target - F.slice_axis(pred, axis=1, begin=i, end=i + 1)
            losses.append(F.maximum(q * err, (q - 1) * err))
        return pred, F.add_n(*losses)


Net = PinballHead
