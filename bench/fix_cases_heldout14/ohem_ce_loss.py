"""Online hard-example mining added by a user to a copy of GluonCV's segmentation loss: `b,_,w,h =
loss.shape`, `loss.reshape(b*1*w*h)`, `nd.sort`, `if loss[min_sample] > log_thresh:` (an element read
back to python to pick a branch) and `loss[loss>self.thresh]` (a boolean mask, whose result size
depends on the data).

Source: a public segmentation code base found with find_string (id 25935665031, "hybrid_forward(self,
F, pred, label"), SoftmaxCrossEntropyLoss unchanged; the class is renamed `Net`. Inputs: logits
(2, 3, 4, 4) and a label map (2, 4, 4) (uniform(-1, 1) from the harness: `pick` reads class 0 and
nothing is the ignore label; the sorted losses exceed the threshold, so the masked branch runs).
"""
from __future__ import absolute_import
import math
from mxnet import gluon
from mxnet import nd
from mxnet.gluon.loss import Loss, _apply_weighting, _reshape_like

INPUTS = [(2, 3, 4, 4), (2, 4, 4)]


class Net(Loss):
    r"""SoftmaxCrossEntropyLoss with ignore labels

    Parameters
    ----------
    axis : int, default -1
        The axis to sum over when computing softmax and entropy.
    sparse_label : bool, default True
        Whether label is an integer array instead of probability distribution.
    from_logits : bool, default False
        Whether input is a log probability (usually from log_softmax) instead
        of unnormalized numbers.
    weight : float or None
        Global scalar weight for loss.
    batch_axis : int, default 0
        The axis that represents mini-batch.
    ignore_label : int, default -1
        The label to ignore.
    size_average : bool, default False
        Whether to re-scale loss with regard to ignored labels.
    """
    def __init__(self, sparse_label=True, batch_axis=0, ignore_label=-1,
                 size_average=True, **kwargs):
        super(Net, self).__init__(None, batch_axis, **kwargs)
        self._sparse_label = sparse_label
        self._ignore_label = ignore_label
        self._size_average = size_average

        self.thresh = 0.7

    def hybrid_forward(self, F, pred, label):
        """Compute loss"""
        softmaxout = F.SoftmaxOutput(
            pred, label.astype(pred.dtype), ignore_label=self._ignore_label,
            multi_output=self._sparse_label,
            use_ignore=True, normalization='valid' if self._size_average else 'null')
        loss = -F.pick(F.log(softmaxout), label, axis=1, keepdims=True)
        loss = F.where(label.expand_dims(axis=1) == self._ignore_label,
                       F.zeros_like(loss), loss)
        log_thresh = -math.log(self.thresh)
        b,_,w,h = loss.shape
        min_sample = int(b*w*h//16)
        loss = loss.reshape(b*1*w*h)
        loss = nd.sort(loss, axis=0, is_ascend=0) 
        if loss[min_sample] > log_thresh:
            loss = loss[loss>self.thresh]
        else:
            loss = loss[:min_sample]
        ohemloss = F.mean(loss)
        return ohemloss
