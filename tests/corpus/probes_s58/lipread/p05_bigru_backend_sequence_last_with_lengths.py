"""Bidirectional GRU back-end over padded clips: the last valid frame by `F.SequenceLast(use_sequence_length=True, axis=1)` with lengths derived from an input, word logits from it."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 7, 6), (2,)]


class GRUBackendLengths(HybridBlock):
    def __init__(self, words=5, frames=7, **kwargs):
        super(GRUBackendLengths, self).__init__(**kwargs)
        self.frames = frames
        with self.name_scope():
            self.gru = rnn.GRU(8, layout="NTC", bidirectional=True, input_size=6)
            self.fc = nn.Dense(words, in_units=16)

    def hybrid_forward(self, F, feats, ratio):
        h = self.gru(feats)
        lengths = F.ceil(F.abs(ratio) * (self.frames - 1)) + 1
        last = F.SequenceLast(h, sequence_length=lengths, use_sequence_length=True, axis=1)
        return self.fc(last)


Net = GRUBackendLengths
