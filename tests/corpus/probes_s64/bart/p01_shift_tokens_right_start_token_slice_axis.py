"""BART `shift_tokens_right`: the decoder inputs are the labels shifted one step right with the decoder start token in front -- `concat(ones_like(first column) * start, slice_axis(labels, axis=1, begin=0, end=-1), dim=1)` -- then embedded."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class ShiftRight(HybridBlock):
    def __init__(self, vocab=20, units=8, start_id=2, **kwargs):
        super(ShiftRight, self).__init__(**kwargs)
        self._v, self._start = vocab, start_id
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)

    def hybrid_forward(self, F, raw):
        labels = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        start = F.ones_like(F.slice_axis(labels, axis=1, begin=0, end=1)) * self._start
        dec_in = F.concat(start, F.slice_axis(labels, axis=1, begin=0, end=-1), dim=1)
        return self.embed(dec_in)


Net = ShiftRight
