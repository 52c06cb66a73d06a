"""An SSD tutorial's focal loss: softmax scores, the true class's probability by the tensor's own `pick`
with keepdims, `log()` and a `mean(..., exclude=True)` over all but the batch axis, all methods a Symbol
has too; legal traced."""
from mxnet.gluon.loss import Loss

INPUTS = [(2, 6, 3), (2, 6)]


class FocalLoss(Loss):
    def __init__(self, axis=-1, alpha=0.25, gamma=2, batch_axis=0, **kwargs):
        super().__init__(None, batch_axis, **kwargs)
        self._axis = axis
        self._alpha = alpha
        self._gamma = gamma

    def hybrid_forward(self, F, output, label):
        output = F.softmax(output)
        pj = output.pick(label, axis=self._axis, keepdims=True)
        loss = - self._alpha * ((1 - pj) ** self._gamma) * pj.log()
        return loss.mean(axis=self._batch_axis, exclude=True)


Net = FocalLoss
