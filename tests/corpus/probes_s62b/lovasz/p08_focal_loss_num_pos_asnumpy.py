"""RetinaNet-style focal loss normalised by the positive count read back to python: `num_pos = max(float((labels > 0).sum().asnumpy()[0]), 1.0)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4), (2, 6)]


class NormalisedFocalLoss(HybridBlock):
    def __init__(self, classes=4, alpha=0.25, gamma=2.0, **kwargs):
        super().__init__(**kwargs)
        self._classes, self._alpha, self._gamma = classes, alpha, gamma

    def hybrid_forward(self, F, logits, raw_labels):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self._classes), 0, self._classes - 1)
        p = F.pick(F.softmax(logits, axis=-1), labels, axis=-1)
        loss = -self._alpha * (1 - p) ** self._gamma * F.log(p + 1e-12)
        num_pos = max(float((labels > 0).sum().asnumpy()[0]), 1.0)
        return F.sum(loss) / num_pos


Net = NormalisedFocalLoss
