"""Shift helper method that reads the fold from the input: `fold = x.shape[2] // self.fold_div` on the (N, T, C, H, W) view."""
from mxnet.gluon import HybridBlock

INPUTS = [(8, 8, 3, 3)]


class TemporalShift(HybridBlock):
    def __init__(self, n_segment=4, fold_div=8, **kwargs):
        super().__init__(**kwargs)
        self.n_segment, self.fold_div = n_segment, fold_div

    def _shift(self, F, x):
        fold = x.shape[2] // self.fold_div
        head = F.slice_axis(x, axis=2, begin=0, end=fold)
        tail = F.slice_axis(x, axis=2, begin=fold, end=None)
        head = F.concat(F.zeros_like(F.slice_axis(head, axis=1, begin=0, end=1)),
                        F.slice_axis(head, axis=1, begin=0, end=-1), dim=1)
        return F.concat(head, tail, dim=2)

    def hybrid_forward(self, F, x):
        x = F.reshape(x, shape=(-4, -1, self.n_segment, -2))
        return F.reshape(self._shift(F, x), shape=(-3, -2))


Net = TemporalShift
