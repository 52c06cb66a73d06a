"""FEDformer decoder init with the horizon placeholder made by `mx.nd.zeros((batch, pred_len, C))` from configured sizes inside `hybrid_forward`."""
import mxnet as mx
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 3)]


class NDZerosDecoderInit(HybridBlock):
    def __init__(self, batch_size=2, channels=3, label_len=4, pred_len=6, **kwargs):
        super(NDZerosDecoderInit, self).__init__(**kwargs)
        self._n, self._c, self._label, self._pred = batch_size, channels, label_len, pred_len

    def hybrid_forward(self, F, x):
        zeros = mx.nd.zeros((self._n, self._pred, self._c))
        return F.concat(F.slice_axis(x, axis=1, begin=-self._label, end=None), zeros, dim=1)


Net = NDZerosDecoderInit
