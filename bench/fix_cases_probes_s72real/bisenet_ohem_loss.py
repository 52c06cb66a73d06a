"""A BiSeNet training repository's segmentation loss, edited from GluonCV's into an online hard
example mining (OHEM) loss: `b,_,w,h = loss.shape`, `loss.reshape(b*1*w*h)` (positional), the eager
`nd.sort`, a python `if loss[min_sample] > log_thresh:` on a tensor element, and a boolean-mask
subscript `loss[loss>self.thresh]`.

Source: Aktcob/Bisenet_mxnet gluoncv/loss.py (SoftmaxCrossEntropyLoss.hybrid_forward) at
e13b0398c04b94140409aa300329ac4468e902ea; adapted: the class named Net; scores (2, 3, 4, 4), labels
(2, 4, 4) (random floats: `pick` and `SoftmaxOutput` read them as class indices).
"""
from __future__ import absolute_import
import math
from mxnet import gluon
from mxnet import nd
from mxnet.gluon.loss import Loss, _apply_weighting, _reshape_like


INPUTS = [(2, 3, 4, 4), (2, 4, 4)]



class Net(Loss):
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
