"""SampleRNN frame tier carrying its hidden state across truncated-BPTT chunks: the initial state (1, N, H) is an input, `out, states = self.rnn(frames, [h0])` returns the output and a list of states, and the block returns `out` and `states[0]`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 16), (1, 2, 8)]


class StatefulTier(HybridBlock):
    def __init__(self, frame_size=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._f = frame_size
        with self.name_scope():
            self.inp = nn.Dense(hidden, flatten=False)
            self.rnn = rnn.GRU(hidden, layout="NTC")

    def hybrid_forward(self, F, wav, h0):
        out, states = self.rnn(self.inp(wav.reshape((0, -4, -1, self._f))), [h0])
        return out, states[0]


Net = StatefulTier
