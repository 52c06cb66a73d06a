"""SampleRNN `learn_h0`: a (1, 1, H) initial-state Parameter broadcast to (1, N, H) by `F.broadcast_like(h0, ref)` where ref is a zero (1, N, H) view of the projected frames (`slice_axis` then `transpose((1, 0, 2))`), passed to the GRU as its begin state."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 16)]


class LearnedH0Tier(HybridBlock):
    def __init__(self, frame_size=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._f = frame_size
        with self.name_scope():
            self.h0 = self.params.get("h0", shape=(1, 1, hidden), init="zeros")
            self.inp = nn.Dense(hidden, flatten=False)
            self.rnn = rnn.GRU(hidden, layout="NTC")

    def hybrid_forward(self, F, wav, h0):
        x = self.inp(wav.reshape((0, -4, -1, self._f)))
        ref = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1)).transpose((1, 0, 2))
        out, _ = self.rnn(x, [F.broadcast_like(h0, ref)])
        return out


Net = LearnedH0Tier
