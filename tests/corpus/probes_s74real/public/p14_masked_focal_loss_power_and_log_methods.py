"""Adapted from jkznst/gluon-ssd (loss.py, FocalLoss): a masked focal loss with `pred.pick(label)`,
`(1 - pj) ** self._gamma`, `pj.log()` and sums over all but the batch axis, normalized by the mask."""
from mxnet import gluon

INPUTS = [(2, 4, 3), (2, 4), (2, 4)]


class FocalLoss(gluon.loss.Loss):
    def __init__(self, alpha=0.25, gamma=2, **kwargs):
        super().__init__(None, 0, **kwargs)
        self._alpha = alpha
        self._gamma = gamma

    def hybrid_forward(self, F, pred, label, mask):
        pred = F.softmax(pred, axis=-1)
        pj = pred.pick(F.abs(label) * 2, axis=-1)
        loss = - self._alpha * ((1 - pj) ** self._gamma) * pj.log()
        loss = loss * F.abs(mask)
        return F.sum(loss, self._batch_axis, exclude=True) / (F.sum(F.abs(mask), axis=self._batch_axis, exclude=True) + 1)


Net = FocalLoss
