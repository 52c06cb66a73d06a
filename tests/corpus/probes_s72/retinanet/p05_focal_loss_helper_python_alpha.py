"""Sigmoid focal loss as a module helper taking F, with python `alpha`/`gamma` from the block's
constructor; one-hot targets from class ids by `F.one_hot`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 3), (2, 5)]


def sigmoid_focal(F, logits, onehot, alpha=0.25, gamma=2.0):
    p = F.sigmoid(logits)
    pt = F.where(onehot > 0.5, p, 1 - p)
    weight = F.where(onehot > 0.5, alpha * F.ones_like(p), (1 - alpha) * F.ones_like(p))
    return -weight * (1 - pt) ** gamma * F.log(F.clip(pt, 1e-6, 1.0))


class FocalLoss(HybridBlock):
    def __init__(self, num_classes=3, alpha=0.25, gamma=2.0, **kwargs):
        super().__init__(**kwargs)
        self.num_classes, self.alpha, self.gamma = num_classes, alpha, gamma

    def hybrid_forward(self, F, logits, labels):
        ids = F.clip(F.floor((labels + 1) * 0.5 * self.num_classes), 0, self.num_classes - 1)
        loss = sigmoid_focal(F, logits, F.one_hot(ids, self.num_classes), self.alpha, self.gamma)
        return F.sum(loss, axis=(1, 2)) / self.num_classes


Net = FocalLoss
