"""The softmax cross-entropy of Davids929/gluon-ocr's CLRS detector loss (gluonocr/loss/base_loss.py,
`SoftmaxCELoss`; `CLRSLoss` holds it). `hybrid_forward` counts `Nc = (label==1).sum()`, shape (1,), picks
each label's probability, masks out `label == -1` and returns the per-sample sums, shape (N,), divided by
`Nc + 1e-5`: eagerly NDArray `/` broadcasts; hybridized the Symbol `/` is the elementwise `_div`.

The repository was read by an analyzer held-out round (tests/corpus/HELDOUT.md, Davids929/gluon-ocr
5ac697cc03); no fix set holds a class of it.

Source: Davids929/gluon-ocr @ 5ac697cc03, gluonocr/loss/base_loss.py (SoftmaxCELoss), as written. Net:
the defaults (axis -1). Inputs: output (2, 5, 3) scores, label (2, 5) (picked as indices, clipped by
pick).
"""
from mxnet import gluon

INPUTS = [(2, 5, 3), (2, 5)]


class SoftmaxCELoss(gluon.loss.Loss):
    def __init__(self, axis=-1, alpha=0.25, gamma=2, batch_axis=0, **kwargs):
        super(SoftmaxCELoss, self).__init__(None, batch_axis, **kwargs)
        self._axis = axis
        self._alpha = alpha
        self._gamma = gamma

    def hybrid_forward(self, F, output, label):
        Nc = (label==1).sum()
        mask = F.expand_dims(label!=-1, axis=-1)
        output = F.softmax(output)
        # picl first element if label<=0, second element if label==1, third if label>=2
        pj = output.pick(label, axis=self._axis, keepdims=True)
        # loss = - self._alpha * ((1 - pj) ** self._gamma) * (pj + 1e-5).log()
        loss = -(pj + 1e-5).log()
        loss = F.broadcast_mul(loss, mask)
        return loss.sum(axis=self._batch_axis, exclude=True)/(Nc + 1e-5)


class Net(SoftmaxCELoss):
    def __init__(self):
        super(Net, self).__init__()
