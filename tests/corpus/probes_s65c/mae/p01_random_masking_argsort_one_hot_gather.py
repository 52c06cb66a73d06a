"""MAE random masking: the noise (an input, uniform) sorted by `F.argsort(axis=1)` into shuffle ids, the restore ids by a second argsort, the first `len_keep = int(L * (1 - ratio))` ids kept by `F.slice_axis` (L from the constructor), the kept tokens gathered by a `one_hot` matrix through `batch_dot`, and the binary mask `ids_restore >= len_keep`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6), (2, 8)]


class RandomMasking(HybridBlock):
    def __init__(self, length=8, ratio=0.75, **kwargs):
        super().__init__(**kwargs)
        self._len = length
        self._keep = int(length * (1 - ratio))

    def hybrid_forward(self, F, x, noise):
        ids_shuffle = F.argsort(noise, axis=1)
        ids_restore = F.argsort(ids_shuffle, axis=1)
        ids_keep = F.slice_axis(ids_shuffle, axis=1, begin=0, end=self._keep)
        kept = F.batch_dot(F.one_hot(ids_keep, self._len), x)
        mask = ids_restore >= self._keep
        return kept, mask


Net = RandomMasking
