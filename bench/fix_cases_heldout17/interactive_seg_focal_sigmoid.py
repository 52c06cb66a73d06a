"""Normalized focal loss (sigmoid) of an interactive-segmentation code base: the per-image
normaliser is read back to numpy to keep a running statistic on the block,
`ignore_area = F.sum(label == self._ignore_label, axis=0, exclude=True).asnumpy()`,
`sample_mult = F.mean(mult, axis=0, exclude=True).asnumpy()`, `if np.any(ignore_area == 0):
self._k_sum = ...`, and `mult = mult.detach()` -- `.asnumpy()` and `.detach()` do not exist on a
Symbol.  The loss value itself does not depend on the statistic.

Source: a public Gluon loss module found with find_string (id 7230339088, "(self, F, pred, label):"),
NormalizedFocalLossSigmoid.__init__/hybrid_forward unchanged (log_states dropped); renamed `Net`.
Inputs: logits and a 0/1-ish target map, both (2, 1, 4, 4) (the harness's targets lie in (-1, 1):
`label > 0` is the positive mask and no cell equals the ignore label -1).
"""
import numpy as np
from mxnet import gluon
from mxnet.gluon.loss import Loss, _apply_weighting, _reshape_like

INPUTS = [(2, 1, 4, 4), (2, 1, 4, 4)]


class Net(gluon.loss.Loss):
    def __init__(self, axis=-1, alpha=0.25, gamma=2,
                 from_logits=False, batch_axis=0,
                 weight=None, size_average=True, detach_delimeter=True,
                 eps=1e-12, scale=1.0,
                 ignore_label=-1, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self._axis = axis
        self._alpha = alpha
        self._gamma = gamma
        self._ignore_label = ignore_label

        self._scale = scale
        self._from_logits = from_logits
        self._eps = eps
        self._size_average = size_average
        self._detach_delimeter = detach_delimeter
        self._k_sum = 0

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        one_hot = label > 0
        sample_weight = label != self._ignore_label

        if not self._from_logits:
            pred = F.sigmoid(pred)

        alpha = F.where(one_hot, self._alpha * sample_weight, (1 - self._alpha) * sample_weight)
        pt = F.where(one_hot, pred, 1 - pred)
        pt = F.where(sample_weight, pt, F.ones_like(pt))
        beta = (1 - pt) ** self._gamma

        t_sum = F.sum(sample_weight, axis=(-2, -1), keepdims=True)
        beta_sum = F.sum(beta, axis=(-2, -1), keepdims=True)
        mult = t_sum / (beta_sum + self._eps)
        if self._detach_delimeter:
            mult = mult.detach()
        beta = F.broadcast_mul(beta, mult)

        ignore_area = F.sum(label == self._ignore_label, axis=0, exclude=True).asnumpy()
        sample_mult = F.mean(mult, axis=0, exclude=True).asnumpy()
        if np.any(ignore_area == 0):
            self._k_sum = 0.9 * self._k_sum + 0.1 * sample_mult[ignore_area == 0].mean()

        loss = -alpha * beta * F.log(F.minimum(pt + self._eps, 1))

        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        if self._size_average:
            bsum = F.sum(sample_weight, axis=self._batch_axis, exclude=True)
            loss = F.sum(loss, axis=self._batch_axis, exclude=True) / (bsum + self._eps)
        else:
            loss = F.sum(loss, axis=self._batch_axis, exclude=True)

        return self._scale * loss
