"""Numpy-mode MAE random masking in a `hybrid_forward` (`npx.set_np()`) with the kept count from the sequence length, `len_keep = int(x.shape[1] * (1 - self._ratio))`."""
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 8, 6), (2, 8)]


class NumpyShapeMasking(HybridBlock):
    def __init__(self, ratio=0.75, **kwargs):
        super().__init__(**kwargs)
        self._ratio = ratio

    def hybrid_forward(self, F, x, noise):
        len_keep = int(x.shape[1] * (1 - self._ratio))
        ids = F.np.argsort(noise, axis=1)[:, :len_keep]
        return F.np.matmul(F.npx.one_hot(ids, 8), x)


Net = NumpyShapeMasking
