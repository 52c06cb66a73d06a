"""BART `shift_tokens_right` ported from PyTorch: `labels[:, :-1]` appended after a start column -- a legacy slice subscript on a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class SubscriptShift(HybridBlock):
    def __init__(self, vocab=20, units=8, start_id=2, **kwargs):
        super(SubscriptShift, self).__init__(**kwargs)
        self._v, self._start = vocab, start_id
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)

    def hybrid_forward(self, F, raw):
        labels = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        start = F.ones_like(F.slice_axis(labels, axis=1, begin=0, end=1)) * self._start
        return self.embed(F.concat(start, labels[:, :-1], dim=1))


Net = SubscriptShift
