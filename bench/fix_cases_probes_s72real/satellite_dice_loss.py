"""A segmentation training script's soft Dice loss: the one-hot label built by the eager
`nd.concatenate([label != 1, label], axis=1)`, the reduced axes from `len(pred.shape)`, the sums by
`nd.sum`.

Source: smarthi/satellite-images segmentation/train_segmentation.py (DiceCoeffLoss.hybrid_forward)
at 08598b238dda5046973336960a868f3806096403; adapted: the class named Net; label (2, 1, 6, 6),
pred (2, 2, 6, 6).
"""
from mxnet import nd
from mxnet.gluon.loss import Loss


INPUTS = [(2, 1, 6, 6), (2, 2, 6, 6)]


class Net(Loss):
    def __init__(self, eps=1e-7, _weight = None, _batch_axis= 0, **kwards):
        Loss.__init__(self, weight=_weight, batch_axis=_batch_axis, **kwards)
        self.eps = eps

    def hybrid_forward(self, F, label, pred):
        # One-hot encode the label
        label = nd.concatenate([label != 1, label], axis=1)

        axes = tuple(range(2, len(pred.shape)))
        intersect = nd.sum(pred * label, axis=axes)
        denom = nd.sum(pred + label, axis=axes)
        return - (2. * intersect / (denom + self.eps)).mean(axis=1)
