"""SketchRNN encoder over padded batch-major strokes: lengths from the end flags `F.sum(1 - end, axis=1)`, the LSTM outputs masked by `SequenceMask(axis=1)` and the last valid step taken by `SequenceLast(axis=1)`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class MaskedEncoder(HybridBlock):
    def __init__(self, hidden=4, z_size=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.LSTM(hidden, layout="NTC", input_size=5)
            self.mu = nn.Dense(z_size, in_units=hidden)

    def hybrid_forward(self, F, strokes):
        end = F.slice_axis(strokes, axis=2, begin=4, end=5).reshape((0, -1)) > 0.5
        lengths = F.maximum(F.sum(1 - end, axis=1), 1)
        h = self.encoder(strokes)
        h = F.SequenceMask(h, sequence_length=lengths, use_sequence_length=True, axis=1)
        last = F.SequenceLast(h, sequence_length=lengths, use_sequence_length=True, axis=1)
        return self.mu(last), h


Net = MaskedEncoder
