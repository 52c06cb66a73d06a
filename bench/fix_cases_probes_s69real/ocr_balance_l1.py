"""DB text detection's balanced L1 loss: the numbers of positive and of hard negative pixels read
as python ints by `int(F.sum(positive).asscalar())` under `autograd.pause()`, the negatives ranked
by a double argsort and the top `negative_count` kept by `rank < negative_count`, the sum divided by
the two counts.

Source: Davids929/gluon-ocr gluonocr/loss/base_loss.py (BalanceL1Loss.hybrid_forward) at
5ac697cc030058cb9ae9f4b1f4e85f901d4d1c40; adapted: label and mask made 0/1 from the inputs by a
sign step (the harness draws uniform inputs).
"""
import mxnet as mx
from mxnet.gluon.loss import Loss


INPUTS = [(2, 1, 4, 4), (2, 1, 4, 4), (2, 1, 4, 4)]


class Net(Loss):
    def __init__(self, negative_ratio=3.0, eps=1e-6, weight=1., batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self.negative_ratio = negative_ratio
        self._eps = eps

    def hybrid_forward(self, F, pred, label, mask):
        label = label > 0.3
        mask = mask > -0.5
        positive = (label * mask)
        negative = ((1 - label) * mask)
        with mx.autograd.pause():
            positive_count = int(F.sum(positive).asscalar())
            negative_count = min(int(F.sum(negative).asscalar()),
                                 int(positive_count * self.negative_ratio))
        loss = F.abs(label - pred)
        negative_loss = (loss * negative).reshape((0, 0, -1))
        rank = negative_loss.argsort(axis=1, is_ascend=0).argsort(axis=1)
        hard_negative = rank < negative_count
        negative_loss = F.where(hard_negative > 0, negative_loss, F.zeros_like(negative_loss))
        positive_loss = loss * positive
        balance_loss = (F.sum(positive_loss, axis=self._batch_axis, exclude=True) +
                        F.sum(negative_loss, axis=self._batch_axis, exclude=True)) / \
                       (positive_count + negative_count + self._eps)
        return balance_loss
