"""Additive-margin softmax with a bonus from the picked target cosine: `target = F.pick(cos, label).expand_dims(1)` (N, 1) added to the (N, C) margin logits `cos - m * one_hot` by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class PickedMarginSoftmax(HybridBlock):
    def __init__(self, dim=6, classes=3, margin=0.2, **kwargs):
        super().__init__(**kwargs)
        self._c, self._m = classes, margin
        self.fc = nn.Dense(classes, use_bias=False, in_units=dim)

    def hybrid_forward(self, F, emb, scores):
        label = F.argmax(scores, axis=1)
        cos = self.fc(F.L2Normalization(emb))
        target = F.pick(cos, label, axis=1).expand_dims(axis=1)
        logits = cos - self._m * F.one_hot(label, self._c) + 0.1 * target
        return F.softmax_cross_entropy(logits, label)


Net = PickedMarginSoftmax
