"""Focal loss normalised by the number of positive anchors, taken as a python number with
`asscalar()` and floored at 1."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3), (2, 5)]


class FocalLoss(HybridBlock):
    def __init__(self, num_classes=3, gamma=2.0, **kwargs):
        super().__init__(**kwargs)
        self.num_classes, self.gamma = num_classes, gamma

    def hybrid_forward(self, F, logits, labels):
        pos = labels > 0
        onehot = F.one_hot(F.clip(F.floor(labels * self.num_classes), 0, self.num_classes - 1), self.num_classes)
        p = F.sigmoid(logits)
        pt = F.where(onehot > 0.5, p, 1 - p)
        loss = -(1 - pt) ** self.gamma * F.log(F.clip(pt, 1e-6, 1.0))
        normalizer = max(F.sum(pos).asscalar(), 1.0)
        return F.sum(loss) / normalizer


Net = FocalLoss
