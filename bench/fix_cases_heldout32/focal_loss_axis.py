"""dmlc/gluon-cv PR #647 (https://github.com/dmlc/gluon-cv/pull/647), "Add axis handling for
FocalLoss": a user made `FocalLoss(axis=...)` work with sparse labels by reading the prediction's
rank in hybrid_forward, `ndims = len(pred.shape)`, and transposing the one-hot labels so the class
axis lands on `axis`. The reviewer: "hybridblock (F is symbol) don't have `shape` property, so this
is not a valid hybridBlock"; the user: "Yes, my fault. Do you know how this issue can be solved?"

Source: gluoncv/loss.py FocalLoss as of the PR (the pinned corpus copy, /work/corpus/gluoncv_whl),
`_apply_weighting` imported from mxnet.gluon.loss as gluoncv does. The PR's added line `ndims = len(pred.shape)` is the
user's; the thread shows only that line of the diff and says the rest uses F.transpose, so the
transpose that follows it (move the one-hot class axis from last to `axis`) is written here, the
minimum that uses `ndims` as described. Built as `Net()` = FocalLoss(axis=1, num_class=3) on a
(batch, class, position) prediction and a (batch, position) label.
"""
from mxnet.gluon.loss import Loss, _apply_weighting

INPUTS = [(2, 3, 4), (2, 4)]


class FocalLoss(Loss):
    def __init__(self, axis=-1, alpha=0.25, gamma=2, sparse_label=True,
                 from_logits=False, batch_axis=0, weight=None, num_class=None,
                 eps=1e-12, size_average=True, **kwargs):
        super(FocalLoss, self).__init__(weight, batch_axis, **kwargs)
        self._axis = axis
        self._alpha = alpha
        self._gamma = gamma
        self._sparse_label = sparse_label
        if sparse_label and (not isinstance(num_class, int) or (num_class < 1)):
            raise ValueError("Number of class > 0 must be provided if sparse label is used.")
        self._num_class = num_class
        self._from_logits = from_logits
        self._eps = eps
        self._size_average = size_average

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        """Loss forward"""
        if not self._from_logits:
            pred = F.sigmoid(pred)
        if self._sparse_label:
            one_hot = F.one_hot(label, self._num_class)
            ndims = len(pred.shape)
            axis = self._axis % ndims
            axes = list(range(ndims - 1))
            axes.insert(axis, ndims - 1)
            one_hot = F.transpose(one_hot, axes=axes)
        else:
            one_hot = label > 0
        pt = F.where(one_hot, pred, 1 - pred)
        t = F.ones_like(one_hot)
        alpha = F.where(one_hot, self._alpha * t, (1 - self._alpha) * t)
        loss = -alpha * ((1 - pt) ** self._gamma) * F.log(F.minimum(pt + self._eps, 1))
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        if self._size_average:
            return F.mean(loss, axis=self._batch_axis, exclude=True)
        else:
            return F.sum(loss, axis=self._batch_axis, exclude=True)


class Net(FocalLoss):
    def __init__(self):
        super(Net, self).__init__(axis=1, num_class=3)
