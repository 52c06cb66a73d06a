"""The masked L1 loss of Davids929/gluon-ocr's DB text detector (gluonocr/loss/base_loss.py, `MaskL1Loss`;
`DBLoss` applies it to the threshold map). `hybrid_forward` divides the per-sample sums, shape (N,), by
`F.sum(mask) + eps`, shape (1,): eagerly NDArray `/` broadcasts; hybridized the Symbol `/` is the
elementwise `_div`, whose shapes must match.

The repository was read by an analyzer held-out round (tests/corpus/HELDOUT.md, Davids929/gluon-ocr
5ac697cc03); no fix set holds a class of it.

Source: Davids929/gluon-ocr @ 5ac697cc03, gluonocr/loss/base_loss.py (MaskL1Loss), as written. Net: the
defaults. Inputs: pred, label, mask, each (2, 3, 4, 4).
"""
from mxnet.gluon.loss import Loss

INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4), (2, 3, 4, 4)]


class MaskL1Loss(Loss):
    def __init__(self, eps=1e-6, weight=1., batch_axis=0, **kwargs):
        super(MaskL1Loss, self).__init__(weight, batch_axis, **kwargs)
        self._eps = eps

    def hybrid_forward(self, F, pred, label, mask):
        mask_sum = F.sum(mask)
        loss = F.abs(label - pred)*mask
        loss = F.sum(loss, axis=self._batch_axis, exclude=True)
        return loss/(mask_sum+self._eps)


class Net(MaskL1Loss):
    def __init__(self):
        super(Net, self).__init__()
