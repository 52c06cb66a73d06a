"""DeepVAR lags as in the gluon-ts numpy helper `past[:, -lag - T:-lag]`: legacy subscripts of the past target in the graph."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 3)]


class SubscriptLags(HybridBlock):
    def __init__(self, length=4, lags_seq=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self._t, self._lags = length, lags_seq

    def hybrid_forward(self, F, past):
        return F.concat(*[past[:, -lag - self._t:-lag] for lag in self._lags], dim=2)


Net = SubscriptLags
