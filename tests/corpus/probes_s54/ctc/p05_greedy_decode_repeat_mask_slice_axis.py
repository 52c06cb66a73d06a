"""Greedy CTC decoding in the graph: `argmax` per frame, the collapse-repeats mask from comparing the path with itself shifted by one frame (`slice_axis` + `concat` of a `-1` column), blanks masked by `!= blank`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 7, 5)]


class GreedyDecoder(HybridBlock):
    def __init__(self, blank=0, **kwargs):
        super().__init__(**kwargs)
        self.blank = blank

    def hybrid_forward(self, F, logits):
        best = F.argmax(logits, axis=-1)
        prev = F.concat(F.ones_like(F.slice_axis(best, axis=1, begin=0, end=1)) * -1,
                        F.slice_axis(best, axis=1, begin=0, end=-1), dim=1)
        keep = (best != prev) * (best != self.blank)
        return F.where(keep, best, F.ones_like(best) * -1)


Net = GreedyDecoder
