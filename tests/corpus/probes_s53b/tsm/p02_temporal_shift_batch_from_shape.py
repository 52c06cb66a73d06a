"""TSM shift as the reference PyTorch port writes it: `nt, c, h, w = x.shape`, `n_batch = nt // self.n_segment`, then a view to `(n_batch, self.n_segment, c, h, w)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(8, 8, 3, 3)]


class TemporalShift(HybridBlock):
    def __init__(self, n_segment=4, fold_div=4, **kwargs):
        super().__init__(**kwargs)
        self.n_segment, self.fold_div = n_segment, fold_div

    def hybrid_forward(self, F, x):
        nt, c, h, w = x.shape
        n_batch = nt // self.n_segment
        x = x.reshape((n_batch, self.n_segment, c, h, w))
        fold = c // self.fold_div
        left = F.slice_axis(x, axis=2, begin=0, end=fold)
        rest = F.slice_axis(x, axis=2, begin=fold, end=None)
        left = F.concat(F.slice_axis(left, axis=1, begin=1, end=None),
                        F.zeros_like(F.slice_axis(left, axis=1, begin=0, end=1)), dim=1)
        return F.concat(left, rest, dim=2).reshape((nt, c, h, w))


Net = TemporalShift
