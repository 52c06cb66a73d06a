"""MQ-CNN pinball loss with the target made (N, T, 1) by `expand_dims(2)` and subtracted from the (N, T, Q) predictions by a plain `-` (numpy-style broadcasting assumed)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2, 6)]


class PlainPinball(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = self.params.get_constant("q", np.array(quantiles, dtype="float32").reshape(1, 1, -1))
            self.head = nn.Dense(len(quantiles), flatten=False)

    def hybrid_forward(self, F, enc, target, q):
        e = target.expand_dims(2) - self.head(enc)
        return F.mean(F.broadcast_maximum(F.broadcast_mul(q, e), F.broadcast_mul(q - 1, e)))


Net = PlainPinball
