"""The Bernoulli loss with the label reshaped by `F.reshape_like` in both modes: legal."""
from mxnet.gluon.loss import Loss

INPUTS = [(2, 3), (2, 3)]


class Bernoulli(Loss):
    def __init__(self, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)

    def hybrid_forward(self, F, output, label):
        label = F.reshape_like(label, output)
        loss = -1 * (1 - output) * (1 - label) - output * label
        return F.mean(loss, axis=self._batch_axis, exclude=True)


Net = Bernoulli
