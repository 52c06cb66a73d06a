"""LAS listener whose frame folding lives in a small python helper object (`FoldFrames`, not a Block) that reads `x.shape` in its `__call__`."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 8, 4)]


class FoldFrames:
    def __init__(self, factor):
        self.factor = factor

    def __call__(self, x):
        batch, steps, dim = x.shape
        return x.reshape((batch, steps // self.factor, dim * self.factor))


class HelperListener(HybridBlock):
    def __init__(self, hidden=3, in_units=4, **kwargs):
        super().__init__(**kwargs)
        self._fold = FoldFrames(2)
        with self.name_scope():
            self.blstm = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=2 * in_units)

    def hybrid_forward(self, F, feats):
        return self.blstm(self._fold(feats))


Net = HelperListener
