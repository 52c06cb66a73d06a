"""DETR classification loss: labels from the second input, the no-object class down-weighted by `F.where(labels == no_object, eos * ones, ones)`, NLL by `F.pick` of the log-softmax."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 4)]


class ClassLoss(HybridBlock):
    def __init__(self, classes=3, eos_coef=0.1, **kwargs):
        super().__init__(**kwargs)
        self.classes, self.eos_coef = classes, eos_coef
        with self.name_scope():
            self.cls = nn.Dense(classes + 1, flatten=False)

    def hybrid_forward(self, F, h, raw_labels):
        labels = F.clip(F.floor((raw_labels + 1) * 0.5 * (self.classes + 1)), 0, self.classes)
        nll = -F.pick(F.log_softmax(self.cls(h), axis=-1), labels, axis=-1)
        ones = F.ones_like(labels)
        weight = F.where(labels == self.classes, self.eos_coef * ones, ones)
        return F.sum(nll * weight) / F.sum(weight)


Net = ClassLoss
