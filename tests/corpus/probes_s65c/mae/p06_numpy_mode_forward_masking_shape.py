"""Numpy-mode MAE random masking in `forward`: `N, L, D = x.shape`, `len_keep = int(L * (1 - ratio))`, `np.argsort` of the noise, the kept tokens by `npx.one_hot` and `np.matmul`, the mask from the restore ids."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 8, 6), (2, 8)]


class NumpyRandomMasking(HybridBlock):
    def __init__(self, ratio=0.75, **kwargs):
        super().__init__(**kwargs)
        self._ratio = ratio

    def forward(self, x, noise):
        N, L, D = x.shape
        len_keep = int(L * (1 - self._ratio))
        ids_shuffle = np.argsort(noise, axis=1)
        ids_restore = np.argsort(ids_shuffle, axis=1)
        kept = np.matmul(npx.one_hot(ids_shuffle[:, :len_keep], L), x)
        return kept, (ids_restore >= len_keep).astype("float32")


Net = NumpyRandomMasking
