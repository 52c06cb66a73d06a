"""SampleRNN frame tier whose upsampled length is read from the GRU output, `out.reshape((out.shape[0], out.shape[1] * self.ratio, self.hidden))`, after the learned upsampling projection."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 16)]


class ShapeUpsampleTier(HybridBlock):
    def __init__(self, frame_size=4, hidden=8, ratio=4, **kwargs):
        super().__init__(**kwargs)
        self._f, self.hidden, self.ratio = frame_size, hidden, ratio
        with self.name_scope():
            self.rnn = rnn.GRU(hidden, layout="NTC")
            self.upsample = nn.Dense(ratio * hidden, flatten=False)

    def hybrid_forward(self, F, wav):
        out = self.rnn(wav.reshape((0, -4, -1, self._f)))
        return self.upsample(out).reshape((out.shape[0], out.shape[1] * self.ratio, self.hidden))


Net = ShapeUpsampleTier
