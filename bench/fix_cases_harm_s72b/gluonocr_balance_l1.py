"""Davids929/gluon-ocr 5ac697cc03, gluonocr/loss/base_loss.py BalanceL1Loss (DB text detection):
counts read with `int(F.sum(..).asscalar())` under autograd.pause, `min` of python ints, and the
loss divided by their sum. Net binarises its inputs into label and mask and calls the loss."""
import mxnet as mx
from mxnet.gluon import nn
from mxnet.gluon.loss import Loss

INPUTS = [(2, 1, 6, 6), (2, 1, 6, 6), (2, 1, 6, 6)]


class BalanceL1Loss(Loss):
    def __init__(self, negative_ratio=3.0, eps=1e-6, weight=1., batch_axis=0, **kwargs):
        super(BalanceL1Loss, self).__init__(weight, batch_axis, **kwargs)
        self.negative_ratio = negative_ratio
        self._eps = eps

    def hybrid_forward(self, F, pred, label, mask):
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
        negative_loss = F.where(hard_negative>0, negative_loss, F.zeros_like(negative_loss))
        positive_loss = loss * positive
        balance_loss  = (F.sum(positive_loss, axis=self._batch_axis, exclude=True) + \
                        F.sum(negative_loss, axis=self._batch_axis, exclude=True)) / \
                        (positive_count + negative_count + self._eps)
        return balance_loss


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.loss = BalanceL1Loss()

    def hybrid_forward(self, F, pred, label, mask):
        label = label > 0.6
        mask = mask > -0.8
        return self.loss(pred, label, mask)
