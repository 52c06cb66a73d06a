"""FEDformer decoder input: the last `label_len` seasonal steps concatenated with zeros for the prediction horizon, the zeros sized `(x.shape[0], pred_len, x.shape[2])` from the input."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 3)]


class DecoderInit(HybridBlock):
    def __init__(self, label_len=4, pred_len=6, **kwargs):
        super(DecoderInit, self).__init__(**kwargs)
        self._label, self._pred = label_len, pred_len

    def hybrid_forward(self, F, x):
        seasonal = x - F.broadcast_like(x.mean(axis=1, keepdims=True), x)
        zeros = F.zeros((x.shape[0], self._pred, x.shape[2]))
        return F.concat(F.slice_axis(seasonal, axis=1, begin=-self._label, end=None), zeros, dim=1)


Net = DecoderInit
