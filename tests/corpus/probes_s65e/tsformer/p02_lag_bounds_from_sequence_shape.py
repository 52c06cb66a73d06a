"""`get_lagged_subsequences` as a PyTorch port writes it: the history length read as `sequence.shape[1]`
and the positive begin/end indices computed from it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 8, 2)]


class ShapeLagBounds(HybridBlock):
    def __init__(self, context_length=4, lags_seq=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self.context_length = context_length
        self.lags_seq = list(lags_seq)
        with self.name_scope():
            self.embed = nn.Dense(8, flatten=False)

    def get_lagged_subsequences(self, F, sequence, subsequences_length):
        n = sequence.shape[1]
        lagged = [F.slice_axis(sequence, axis=1, begin=n - lag - subsequences_length, end=n - lag)
                  for lag in self.lags_seq]
        return F.stack(*lagged, axis=-1)

    def hybrid_forward(self, F, past_target, past_time_feat):
        lags = self.get_lagged_subsequences(F, past_target, self.context_length)
        time_feat = F.slice_axis(past_time_feat, axis=1, begin=-self.context_length, end=None)
        return self.embed(F.concat(lags, time_feat, dim=2))


Net = ShapeLagBounds
