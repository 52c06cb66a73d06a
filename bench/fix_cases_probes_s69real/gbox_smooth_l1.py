"""A detection toolbox's smooth-L1 loss: the labels brought to the predictions' layout by
`labels.reshape(inputs.shape)`, the Huber branch chosen by `F.where`, the mean over all but the batch.

Source: KunyFox/Gluon-Box gbox/losses/l_loss.py (SmoothL1Loss.hybrid_forward, L1Loss.__init__) at
155b1665997517b028af6bab2716fff2dc55a62a; adapted: the registry decorator dropped, the base class
inlined.
"""
from mxnet.gluon.nn import HybridBlock


INPUTS = [(2, 3, 4), (2, 12)]


class Net(HybridBlock):
    def __init__(self, weight=None, batch_axis=0, beta=1.0):
        super(Net, self).__init__()
        self._weight = weight
        self._batch_axis = batch_axis
        self._beta = beta

    def hybrid_forward(self, F, inputs, labels):
        labels = labels.reshape(inputs.shape)
        diff = F.abs(labels - inputs)
        loss = F.where(diff < self._beta, 0.5 * diff * diff / self._beta,
                       diff - 0.5 * self._beta)
        return F.mean(loss, axis=self._batch_axis, exclude=True)
