"""Numpy-mode MAE random masking in a `hybrid_forward` (`npx.set_np()`): `F.np.argsort` of the noise, the kept ids by the basic slice `ids[:, :self._keep]` of a numpy symbol (the count from the constructor), gathered by `F.npx.one_hot` and `F.np.matmul`."""
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 8, 6), (2, 8)]


class NumpyHybridMasking(HybridBlock):
    def __init__(self, length=8, ratio=0.75, **kwargs):
        super().__init__(**kwargs)
        self._len, self._keep = length, int(length * (1 - ratio))

    def hybrid_forward(self, F, x, noise):
        ids = F.np.argsort(noise, axis=1)
        return F.np.matmul(F.npx.one_hot(ids[:, :self._keep], self._len), x)


Net = NumpyHybridMasking
