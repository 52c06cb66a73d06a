"""DeepSpeech2's sum of the two directions written as the PyTorch port does, `out[:, :, :H] + out[:, :, H:]` (legacy slicing of a Symbol is refused)."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(7, 2, 5)]


class SliceDirections(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self._h = hidden
        self.rnn = rnn.GRU(hidden, layout="TNC", bidirectional=True, input_size=5)

    def hybrid_forward(self, F, x):
        out = self.rnn(x)
        return out[:, :, :self._h] + out[:, :, self._h:]


Net = SliceDirections
