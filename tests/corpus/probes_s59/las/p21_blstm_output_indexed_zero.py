"""LAS pyramidal layer taking `self.blstm(folded)[0]` as if the LSTM returned (output, states); called without states it returns one tensor, so `[0]` is the first utterance eagerly and the whole output once traced."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 8, 4)]


class IndexedPyramid(HybridBlock):
    def __init__(self, hidden=3, in_units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blstm = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=2 * in_units)
            self.proj = nn.Dense(5, flatten=False, in_units=2 * hidden)

    def hybrid_forward(self, F, x):
        folded = x.reshape((0, -4, -1, 2, 0)).reshape((0, 0, -3))
        enc = self.blstm(folded)[0]
        return self.proj(enc)


Net = IndexedPyramid
