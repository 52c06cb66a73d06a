"""Soft dice loss over classes: softmax probabilities and a one-hot target from `F.one_hot` moved to the channel axis by `transpose((0, 3, 1, 2))`, intersections and cardinalities by sums over axes (2, 3), dice `(2 I + s) / (card + s)`, one minus the class mean."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4), (2, 4, 4)]


class SoftDice(HybridBlock):
    def __init__(self, classes=3, smooth=1.0, **kwargs):
        super().__init__(**kwargs)
        self._classes, self._smooth = classes, smooth

    def hybrid_forward(self, F, logits, raw_labels):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * self._classes), 0, self._classes - 1)
        probas = F.softmax(logits, axis=1)
        target = F.one_hot(labels, self._classes).transpose((0, 3, 1, 2))
        inter = F.sum(probas * target, axis=(2, 3))
        card = F.sum(probas + target, axis=(2, 3))
        dice = (2 * inter + self._smooth) / (card + self._smooth)
        return 1 - F.mean(dice, axis=1)


Net = SoftDice
