"""SampleRNN tier accepting an unbatched waveform: `if wav.ndim == 1: wav = wav.expand_dims(0)` before cutting frames."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 16)]


class NdimTier(HybridBlock):
    def __init__(self, frame_size=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._f = frame_size
        with self.name_scope():
            self.inp = nn.Dense(hidden, flatten=False)
            self.rnn = rnn.GRU(hidden, layout="NTC")

    def hybrid_forward(self, F, wav):
        if wav.ndim == 1:
            wav = wav.expand_dims(0)
        return self.rnn(self.inp(wav.reshape((0, -4, -1, self._f))))


Net = NdimTier
