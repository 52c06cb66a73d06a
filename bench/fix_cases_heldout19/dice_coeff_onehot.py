"""Soft dice loss of a segmentation training script: the binary label is one-hot encoded with
`nd.concatenate([label != 1, label], axis=1)` (a python helper of the eager namespace), the
reduction axes are every spatial axis, `tuple(range(2, len(pred.shape)))`, and the sums use
`nd.sum` -- none of which a Symbol accepts.

Source: a public Gluon module found with find_string (id 27476193251, "(self, F, label, pred"; id
12275896642 holds the same class in another file), DiceCoeffLoss unchanged but renamed `Net`.
Inputs: a one-channel label map (2, 1, 4, 4) and two-channel predictions (2, 2, 4, 4).
"""
import mxnet as mx
from mxnet import nd
from mxnet.gluon.loss import Loss

INPUTS = [(2, 1, 4, 4), (2, 2, 4, 4)]


class Net(Loss):
    """
    Soft dice coefficient loss.
    Based on https://github.com/Lasagne/Recipes/issues/99

    :param pred: (batch size, c, w, h) network output, must sum to 1 over c channel (such as after softmax)
    :param label:(batch size, c, w, h) one hot encoding of ground truth
    :param eps: smoothing factor to avoid division by zero
    :return Loss tensor with shape (batch size)
    """

    def __init__(self, eps=1e-7, _weight=None, _batch_axis=0, **kwards):
        Loss.__init__(self, weight=_weight, batch_axis=_batch_axis, **kwards)
        self.eps = eps

    def hybrid_forward(self, F, label, pred):
        # One-hot encode the label
        label = nd.concatenate([label != 1, label], axis=1)

        axes = tuple(range(2, len(pred.shape)))
        intersect = nd.sum(pred * label, axis=axes)
        denom = nd.sum(pred + label, axis=axes)
        return - (2. * intersect / (denom + self.eps)).mean(axis=1)
