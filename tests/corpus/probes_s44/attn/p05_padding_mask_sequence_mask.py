"""Padding mask from valid lengths with SequenceMask before mean pooling over time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2,)]


class Net(HybridBlock):
    def __init__(self, units=4, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=6)

    def hybrid_forward(self, F, tokens, lengths):
        # the probe's lengths arrive as floats in [-1, 1]; map them onto 1..max_len
        valid = F.floor(F.abs(lengths) * (self._max_len - 1)) + 1
        hidden = self.proj(tokens)
        masked = F.SequenceMask(hidden, sequence_length=valid, use_sequence_length=True, axis=1)
        return F.broadcast_div(F.sum(masked, axis=1), F.expand_dims(valid, axis=1))
