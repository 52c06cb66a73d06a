"""MQ-CNN quantile loss looping over the quantile list as in the PyTorch port, each column `preds[:, :, i]` a legacy subscript of the (N, T, Q) predictions."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2, 6)]


class SubscriptQuantiles(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self._qs = quantiles
        with self.name_scope():
            self.head = nn.Dense(len(quantiles), flatten=False)

    def hybrid_forward(self, F, enc, target):
        preds = self.head(enc)
        losses = []
        for i, q in enumerate(self._qs):
            e = target - preds[:, :, i]
            losses.append(F.mean(F.maximum(q * e, (q - 1) * e)))
        return F.add_n(*losses)


Net = SubscriptQuantiles
