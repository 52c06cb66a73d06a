"""Greedy CTC decoding whose collapse-repeats mask compares `best[:, 1:]` with `best[:, :-1]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 7, 5)]


class GreedyDecoder(HybridBlock):
    def __init__(self, blank=0, **kwargs):
        super().__init__(**kwargs)
        self.blank = blank

    def hybrid_forward(self, F, logits):
        best = F.argmax(logits, axis=-1)
        changed = best[:, 1:] != best[:, :-1]
        first = F.ones_like(F.slice_axis(best, axis=1, begin=0, end=1))
        keep = F.concat(first, changed, dim=1) * (best != self.blank)
        return F.where(keep, best, F.ones_like(best) * -1)


Net = GreedyDecoder
