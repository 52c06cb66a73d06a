"""Segmentation cross entropy with an ignore label: `F.SoftmaxOutput(pred, label.astype(pred.dtype),
...)` casts the label to the prediction's dtype -- `.dtype` is NDArray-only -- and the loss is
`-F.pick(F.log(softmaxout), label, axis=1, keepdims=True)` masked where the label is ignored.

Source: DetectionTeamUCAS/RefineDet_MxNet @ 1a91908c53 (a GluonCV fork), gluoncv/loss.py
(SoftmaxCrossEntropyLoss, the segmentation loss its MixSoftmaxCrossEntropyLoss calls), unchanged;
the class is renamed `Net`. Inputs from the harness, uniform(-1, 1): class scores (2, 3, 4, 5) and a
label map (2, 4, 5) (SoftmaxOutput and pick read class 0 from it).
"""
from mxnet.gluon.loss import Loss

INPUTS = [(2, 3, 4, 5), (2, 4, 5)]


class Net(Loss):
    """SoftmaxCrossEntropyLoss with ignore labels"""
    def __init__(self, sparse_label=True, batch_axis=0, ignore_label=-1,
                 size_average=True, **kwargs):
        super(Net, self).__init__(None, batch_axis, **kwargs)
        self._sparse_label = sparse_label
        self._ignore_label = ignore_label
        self._size_average = size_average

    def hybrid_forward(self, F, pred, label):
        """Compute loss"""
        softmaxout = F.SoftmaxOutput(
            pred, label.astype(pred.dtype), ignore_label=self._ignore_label,
            multi_output=self._sparse_label,
            use_ignore=True, normalization='valid' if self._size_average else 'null')
        loss = -F.pick(F.log(softmaxout), label, axis=1, keepdims=True)
        loss = F.where(label.expand_dims(axis=1) == self._ignore_label,
                       F.zeros_like(loss), loss)
        return F.mean(loss, axis=self._batch_axis, exclude=True)
