"""A course notebook's Bernoulli loss: the label reshaped to the output's shape under `F is ndarray`, and
to `()` when traced (an MXNet 0.11 Gluon idiom): in MXNet 1.9.1 the traced label no longer matches."""
from mxnet import ndarray
from mxnet.gluon.loss import Loss

INPUTS = [(2, 3), (2, 3)]


def _reshape_label_as_output(F, output, label):
    return label.reshape(output.shape) if F is ndarray else label.reshape(())


class Bernoulli(Loss):
    def __init__(self, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)

    def hybrid_forward(self, F, output, label):
        label = _reshape_label_as_output(F, output, label)
        loss = -1 * (1 - output) * (1 - label) - output * label
        return F.mean(loss, axis=self._batch_axis, exclude=True)


Net = Bernoulli
