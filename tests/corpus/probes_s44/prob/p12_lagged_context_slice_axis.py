"""Lag features: the last `context` steps cut with slice_axis (end=None) and shifted copies concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class Net(HybridBlock):
    def __init__(self, context=6, lags=(1, 2, 3), **kwargs):
        super().__init__(**kwargs)
        self._context = context
        self._lags = lags
        with self.name_scope():
            self.out = nn.Dense(2, in_units=context * len(lags))

    def hybrid_forward(self, F, past):
        end = -1
        feats = []
        for lag in self._lags:
            begin = -self._context - lag
            end = -lag
            feats.append(F.slice_axis(past, axis=1, begin=begin, end=end))
        last = F.slice_axis(past, axis=1, begin=-self._context, end=None)
        return self.out(F.concat(*feats, dim=1)), last
