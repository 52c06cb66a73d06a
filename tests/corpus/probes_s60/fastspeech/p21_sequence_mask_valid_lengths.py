"""FastSpeech encoder masking padded phonemes with `F.SequenceMask(h, sequence_length=lengths, use_sequence_length=True, axis=1)`, the lengths a second input rounded and clipped to the configured maximum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2,)]


class MaskedEncoder(HybridBlock):
    def __init__(self, units=6, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=units, activation="relu")

    def hybrid_forward(self, F, x, lengths):
        lengths = F.clip(F.round((lengths + 1) * self._max_len / 2), 1, self._max_len)
        return F.SequenceMask(self.proj(x), sequence_length=lengths, use_sequence_length=True, axis=1)


Net = MaskedEncoder
