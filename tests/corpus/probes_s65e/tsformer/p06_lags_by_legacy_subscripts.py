"""`get_lagged_subsequences` with python subscripts `sequence[:, begin:end]` (negative bounds) instead of
`F.slice_axis`, the slices stacked on a new last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class SubscriptLags(HybridBlock):
    def __init__(self, context_length=4, lags_seq=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self.context_length = context_length
        self.lags_seq = list(lags_seq)
        with self.name_scope():
            self.embed = nn.Dense(8, flatten=False)

    def hybrid_forward(self, F, past_target):
        lagged = []
        for lag in self.lags_seq:
            lagged.append(past_target[:, -lag - self.context_length:-lag])
        return self.embed(F.stack(*lagged, axis=-1))


Net = SubscriptLags
