"""BebDong/MXNetSeg 43cdb70f7d, mxnetseg/nn/losses/dice_loss.py DiceLoss: `F.multiply` (no Symbol
function of that name), `valid_mask.astype(prob.dtype)`, `F.one_hot(..., dtype=prob.dtype)`. Net
turns its second input into class ids in [-1, 3) (-1 the ignore label) and calls the loss."""
from mxnet.gluon import nn
from mxnet.gluon.loss import Loss

INPUTS = [(2, 3, 4, 4), (2, 4, 4)]


class DiceLoss(Loss):
    def __init__(self, num_class, smooth=1, exponent=2, batch_axis=0, ignore_label=-1, **kwargs):
        super(DiceLoss, self).__init__(None, batch_axis, **kwargs)
        self._num_class = num_class
        self._smooth = smooth
        self._exponent = exponent
        self._ignore_label = ignore_label

    def hybrid_forward(self, F, pred, label):
        prob = F.softmax(pred, axis=1)

        valid_mask = F.expand_dims(label, axis=1) != self._ignore_label
        prob = F.multiply(prob, valid_mask.astype(prob.dtype))

        label = F.one_hot(label, depth=self._num_class, dtype=prob.dtype)
        label = F.transpose(label, axes=(0, 3, 1, 2))

        inter = F.sum(prob * label, axis=(1, 2, 3)) * 2
        den = F.sum(F.power(prob, self._exponent) + F.power(label, self._exponent), axis=(1, 2, 3))
        dice = (inter + self._smooth) / (den + self._smooth)
        return 1 - F.mean(dice, axis=self._batch_axis, exclude=True)


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.loss = DiceLoss(3)

    def hybrid_forward(self, F, pred, label):
        return self.loss(pred, F.floor((label + 1) * 2) - 1)
