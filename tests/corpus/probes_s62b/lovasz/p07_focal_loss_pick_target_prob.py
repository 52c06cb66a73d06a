"""Softmax focal loss: class probabilities picked at the target index by `F.pick(..., axis=-1)`, modulating factor `(1 - p) ** gamma` and alpha from constructor arguments, mean over anchors."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4), (2, 6)]


class FocalLoss(HybridBlock):
    def __init__(self, classes=4, alpha=0.25, gamma=2.0, eps=1e-12, **kwargs):
        super().__init__(**kwargs)
        self._classes, self._alpha, self._gamma, self._eps = classes, alpha, gamma, eps

    def hybrid_forward(self, F, logits, raw_labels):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self._classes), 0, self._classes - 1)
        p = F.pick(F.softmax(logits, axis=-1), labels, axis=-1)
        loss = -self._alpha * (1 - p) ** self._gamma * F.log(p + self._eps)
        return F.mean(loss, axis=1)


Net = FocalLoss
