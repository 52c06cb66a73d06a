"""Autoformer decoder inputs: the last label_len steps by `slice_axis(begin=-label_len, end=None)`, the trend placeholder as the mean `broadcast_like` a `zeros_like` of the prediction window, the seasonal placeholder by `zeros_like`, each concatenated along time."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8, 3)]


class DecoderInputs(HybridBlock):
    def __init__(self, label_len=4, **kwargs):
        super().__init__(**kwargs)
        self._label_len = label_len

    def hybrid_forward(self, F, x):
        recent = F.slice_axis(x, axis=1, begin=-self._label_len, end=None)
        window = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=self._label_len))
        mean = F.broadcast_like(F.mean(x, axis=1, keepdims=True), window)
        trend_init = F.concat(recent, mean, dim=1)
        seasonal_init = F.concat(recent - F.mean(recent, axis=1, keepdims=True).broadcast_like(recent),
                                 window, dim=1)
        return seasonal_init, trend_init


Net = DecoderInputs
