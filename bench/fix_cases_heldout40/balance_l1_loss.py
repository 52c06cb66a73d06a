"""The balanced L1 loss with hard-negative mining of Davids929/gluon-ocr (gluonocr/loss/base_loss.py,
`BalanceL1Loss`, the L1 twin of the `BalanceCELoss` that DBLoss and EASTLoss use). `hybrid_forward`
counts positives and negatives with `int(F.sum(positive).asscalar())` under `autograd.pause()`, caps the
negatives with python `min(..., int(positive_count * self.negative_ratio))`, keeps the negatives whose
rank is below that count and divides by `positive_count + negative_count + eps`. Eagerly it runs;
hybridized `.asscalar()` on a Symbol raises AttributeError.

The repository was read by an analyzer held-out round (tests/corpus/HELDOUT.md, Davids929/gluon-ocr
5ac697cc03); no fix set holds a class of it.

Source: Davids929/gluon-ocr @ 5ac697cc03, gluonocr/loss/base_loss.py (BalanceL1Loss), as written. Net:
the defaults (negative_ratio 3). Inputs: pred, label, mask, each (2, 1, 4, 4).
"""
import mxnet as mx
from mxnet.gluon.loss import Loss

INPUTS = [(2, 1, 4, 4), (2, 1, 4, 4), (2, 1, 4, 4)]


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


class Net(BalanceL1Loss):
    def __init__(self):
        super(Net, self).__init__()
