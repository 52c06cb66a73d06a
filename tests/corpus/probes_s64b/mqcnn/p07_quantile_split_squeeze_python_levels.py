"""MQ-CNN quantile loss in gluon-ts style: the (N, T, Q) predictions split by `F.split(preds, num_outputs=Q, axis=2, squeeze_axis=True)` into (N, T) columns, each paired with its python quantile level, `F.maximum(q * e, (q - 1) * e)` on equal shapes, the per-quantile means summed by `F.add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2, 6)]


class SplitQuantiles(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self._qs = quantiles
        with self.name_scope():
            self.head = nn.Dense(len(quantiles), flatten=False)

    def hybrid_forward(self, F, enc, target):
        cols = F.split(self.head(enc), num_outputs=len(self._qs), axis=2, squeeze_axis=True)
        losses = [F.mean(F.maximum(q * (target - c), (q - 1) * (target - c))) for q, c in zip(self._qs, cols)]
        return F.add_n(*losses)


Net = SplitQuantiles
