"""MQ-CNN pinball loss with the target given a trailing size-1 axis by `target.reshape((0, 0, 1))` and subtracted from the (N, T, Q) predictions by a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4), (2, 6)]


class ReshapeOnePinball(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self._qs = quantiles
        with self.name_scope():
            self.head = nn.Dense(len(quantiles), flatten=False)

    def hybrid_forward(self, F, enc, target):
        e = target.reshape((0, 0, 1)) - self.head(enc)
        return F.mean(F.abs(e))


Net = ReshapeOnePinball
