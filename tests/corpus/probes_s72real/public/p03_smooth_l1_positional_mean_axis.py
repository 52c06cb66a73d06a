"""The same tutorial's box loss: a mask applied by a plain `*` between equal (N, 8) inputs and the batch
axis given to `mean` positionally with `exclude=True`; legal traced."""
from mxnet.gluon.loss import Loss

INPUTS = [(2, 8), (2, 8), (2, 8)]


class SmoothL1Loss(Loss):
    def __init__(self, batch_axis=0, **kwargs):
        super().__init__(None, batch_axis, **kwargs)

    def hybrid_forward(self, F, output, label, mask):
        loss = F.smooth_l1((output - label) * mask, scalar=1.0)
        return loss.mean(self._batch_axis, exclude=True)


Net = SmoothL1Loss
