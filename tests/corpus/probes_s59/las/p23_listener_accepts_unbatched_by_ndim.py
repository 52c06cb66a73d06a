"""LAS listener accepting an unbatched (T, C) utterance: `if feats.ndim == 2: feats = feats.expand_dims(axis=0)`; `.ndim` is NDArray-only."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 8, 4)]


class NdimListener(HybridBlock):
    def __init__(self, hidden=3, in_units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blstm = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=2 * in_units)

    def hybrid_forward(self, F, feats):
        if feats.ndim == 2:
            feats = feats.expand_dims(axis=0)
        return self.blstm(feats.reshape((0, -4, -1, 2, 0)).reshape((0, 0, -3)))


Net = NdimListener
