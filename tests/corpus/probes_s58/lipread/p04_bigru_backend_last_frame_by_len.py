"""Bidirectional GRU back-end classifying a word from the last frame, indexed with `F.slice_axis(h, axis=1, begin=len(feats[0]) - 1, end=None)` (the frame count read off the first sample)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 7, 6)]


class GRUBackend(HybridBlock):
    def __init__(self, words=5, **kwargs):
        super(GRUBackend, self).__init__(**kwargs)
        with self.name_scope():
            self.gru = rnn.GRU(8, num_layers=1, layout="NTC", bidirectional=True, input_size=6)
            self.fc = nn.Dense(words, in_units=16)

    def hybrid_forward(self, F, feats):
        h = self.gru(feats)
        last = F.slice_axis(h, axis=1, begin=len(feats[0]) - 1, end=None)
        return self.fc(F.flatten(last))


Net = GRUBackend
