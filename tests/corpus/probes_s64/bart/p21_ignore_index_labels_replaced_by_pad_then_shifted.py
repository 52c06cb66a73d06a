"""BART `shift_tokens_right` of HF: labels' `-100` (ignore index) replaced by the pad id with `F.where(labels == -100, ones_like * pad, labels)`, then shifted by `concat(start, labels).slice_axis(axis=1, begin=0, end=-1)` (the slice after the concat)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class HFShift(HybridBlock):
    def __init__(self, vocab=20, units=8, start_id=2, pad_id=1, **kwargs):
        super(HFShift, self).__init__(**kwargs)
        self._v, self._start, self._pad = vocab, start_id, pad_id
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)

    def hybrid_forward(self, F, raw):
        labels = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        labels = F.where(labels < 3, F.ones_like(labels) * -100, labels)
        labels = F.where(labels == -100, F.ones_like(labels) * self._pad, labels)
        start = F.ones_like(labels.slice_axis(axis=1, begin=0, end=1)) * self._start
        return self.embed(F.concat(start, labels, dim=1).slice_axis(axis=1, begin=0, end=-1))


Net = HFShift
