"""FEDformer decoder input ported from PyTorch: the label window `x[:, -label_len:, :]` taken by a subscript and concatenated with a repeated mean for the horizon."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 12, 3)]


class SubscriptDecoderInit(HybridBlock):
    def __init__(self, label_len=4, pred_len=6, **kwargs):
        super(SubscriptDecoderInit, self).__init__(**kwargs)
        self._label, self._pred = label_len, pred_len

    def hybrid_forward(self, F, x):
        mean = F.repeat(x.mean(axis=1, keepdims=True), repeats=self._pred, axis=1)
        return F.concat(x[:, -self._label:, :], mean, dim=1)


Net = SubscriptDecoderInit
