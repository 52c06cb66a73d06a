"""MAE random masking whose kept count is computed from the input's sequence length, `len_keep = int(x.shape[1] * (1 - self._ratio))`, as the reference implementation does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6), (2, 8)]


class ShapeMasking(HybridBlock):
    def __init__(self, ratio=0.75, **kwargs):
        super().__init__(**kwargs)
        self._ratio = ratio

    def hybrid_forward(self, F, x, noise):
        len_keep = int(x.shape[1] * (1 - self._ratio))
        ids_keep = F.slice_axis(F.argsort(noise, axis=1), axis=1, begin=0, end=len_keep)
        return F.batch_dot(F.one_hot(ids_keep, 8), x)


Net = ShapeMasking
