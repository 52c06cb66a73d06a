"""Normalized focal loss (softmax) of another interactive-segmentation code base: the normaliser
`mult` is read back with `self._k_sum = 0.9 * self._k_sum + 0.1 * mult.asnumpy().mean()` to keep a
running statistic on the block -- `.asnumpy()` does not exist on a Symbol.  The loss value does not
depend on the statistic.

Source: a public Gluon loss module found with find_string (id 35717790020, "(self, F, pred,
label):"), NormalizedFocalLossSoftmax.__init__/hybrid_forward unchanged; renamed `Net`.  Inputs:
class scores (2, 3, 4, 4) and a label map (2, 4, 4) (the harness's labels lie in (-1, 1), so `pick`
reads class 0 and no cell equals the ignore label -1).
"""
from mxnet import gluon
from mxnet import nd
from mxnet.gluon.loss import Loss, _apply_weighting, _reshape_like

INPUTS = [(2, 3, 4, 4), (2, 4, 4)]


class Net(Loss):
    def __init__(self, sparse_label=True, batch_axis=0, ignore_label=-1,
                 size_average=True, gamma=2, eps=1e-10, **kwargs):
        super(Net, self).__init__(None, batch_axis, **kwargs)
        self._sparse_label = sparse_label
        self._ignore_label = ignore_label
        self._size_average = size_average
        self._eps = eps
        self._gamma = gamma
        self._k_sum = 0

    def hybrid_forward(self, F, pred, label):
        """Compute loss"""

        label = F.expand_dims(label, axis=1)
        softmaxout = F.softmax(pred, axis=1)

        t = label != self._ignore_label
        pt = F.pick(softmaxout, label, axis=1, keepdims=True)
        pt = F.where(label == self._ignore_label, F.ones_like(pt), pt)
        beta = ((1 - pt) ** self._gamma)

        t_sum = F.sum(t, axis=(-2, -1), keepdims=True)
        beta_sum = F.sum(beta, axis=(-2, -1), keepdims=True)
        mult = t_sum / (beta_sum + self._eps)
        beta = F.broadcast_mul(beta, mult)
        self._k_sum = 0.9 * self._k_sum + 0.1 * mult.asnumpy().mean()

        loss = -beta * F.log(F.minimum(pt + self._eps, 1))

        if self._size_average:
            tsum = F.sum(t, axis=self._batch_axis, exclude=True)
            loss = F.sum(loss, axis=self._batch_axis, exclude=True) / (tsum + self._eps)
        else:
            loss = F.sum(loss, axis=self._batch_axis, exclude=True)

        return loss
