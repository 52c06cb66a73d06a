"""MQ-CNN quantile (pinball) loss: quantile levels a constant (Q,) made (1, 1, Q) by reshape, the error `broadcast_sub(target.expand_dims(2), preds)` against (N, T, Q) predictions, `broadcast_maximum(q * e, (q - 1) * e)` by broadcast ops, averaged."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2, 6)]


class QuantileLoss(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = self.params.get_constant("q", np.array(quantiles, dtype="float32"))
            self.head = nn.Dense(len(quantiles), flatten=False)

    def hybrid_forward(self, F, enc, target, q):
        preds = self.head(enc)
        e = F.broadcast_sub(target.expand_dims(2), preds)
        q = q.reshape((1, 1, -1))
        return F.mean(F.broadcast_maximum(F.broadcast_mul(q, e), F.broadcast_mul(q - 1, e)))


Net = QuantileLoss
