"""SampleRNN middle tier: the upper tier's conditioning (N, T, ratio * H) unfolded by `reshape((0, -1, H))` to (N, T * ratio, H) and added by a plain `+` to this tier's frame projection of the same shape (frames cut by reshape codes with the configured frame size), then the tier's GRU."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 16), (2, 2, 32)]


class ConditionedTier(HybridBlock):
    def __init__(self, frame_size=2, hidden=8, upper_ratio=4, **kwargs):
        super().__init__(**kwargs)
        self._f, self._h = frame_size, hidden
        with self.name_scope():
            self.inp = nn.Dense(hidden, flatten=False)
            self.rnn = rnn.GRU(hidden, layout="NTC")

    def hybrid_forward(self, F, wav, upper):
        frames = self.inp(wav.reshape((0, -4, -1, self._f)))
        cond = upper.reshape((0, -1, self._h))
        return self.rnn(frames + cond)


Net = ConditionedTier
