"""SampleRNN frame-level tier: the (N, T * F) waveform cut into frames by the reshape code `(0, -4, -1, F)`, projected by Dense(flatten=False), a GRU (layout NTC), upsampled by a learned projection Dense(ratio * H) whose output (N, T, ratio * H) is unfolded to (N, T * ratio, H) by `reshape((0, -1, H))` (H from the constructor)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 16)]


class FrameLevelTier(HybridBlock):
    def __init__(self, frame_size=4, hidden=8, ratio=4, **kwargs):
        super().__init__(**kwargs)
        self._f, self._h = frame_size, hidden
        with self.name_scope():
            self.inp = nn.Dense(hidden, flatten=False)
            self.rnn = rnn.GRU(hidden, layout="NTC")
            self.upsample = nn.Dense(ratio * hidden, flatten=False)

    def hybrid_forward(self, F, wav):
        frames = wav.reshape((0, -4, -1, self._f))
        out = self.rnn(self.inp(frames))
        return self.upsample(out).reshape((0, -1, self._h))


Net = FrameLevelTier
