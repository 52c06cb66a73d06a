"""MQ-CNN pinball loss with the (Q,) quantile constant made (1, 1, Q) and expanded to the predictions' shape by `F.broadcast_like(q, preds)` first, the target by `F.broadcast_like(target.expand_dims(2), preds)`; after that every operator is a plain one on equal shapes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2, 6)]


class LikeQuantileLoss(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = self.params.get_constant("q", np.array(quantiles, dtype="float32"))
            self.head = nn.Dense(len(quantiles), flatten=False)

    def hybrid_forward(self, F, enc, target, q):
        preds = self.head(enc)
        q = F.broadcast_like(q.reshape((1, 1, -1)), preds)
        e = F.broadcast_like(target.expand_dims(2), preds) - preds
        return F.mean(F.maximum(q * e, (q - 1) * e))


Net = LikeQuantileLoss
