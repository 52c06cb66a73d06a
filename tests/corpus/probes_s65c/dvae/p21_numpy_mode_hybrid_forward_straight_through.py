"""Numpy-mode dVAE straight-through codes in a `hybrid_forward` (`npx.set_np()`): `F.npx.softmax` with a python temperature, `F.npx.one_hot(F.np.argmax(soft, axis=1), self._codes)` moved channels-first by `F.np.transpose`, `(hard - soft).detach() + soft` on the numpy symbol, as numpy-mode `forward` code stops gradients."""
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 5, 3, 3)]


class NumpyStraightThrough(HybridBlock):
    def __init__(self, codes=5, tau=0.9, **kwargs):
        super().__init__(**kwargs)
        self._codes, self.tau = codes, tau

    def hybrid_forward(self, F, logits):
        soft = F.npx.softmax(logits / self.tau, axis=1)
        hard = F.np.transpose(F.npx.one_hot(F.np.argmax(soft, axis=1), self._codes), (0, 3, 1, 2))
        return (hard - soft).detach() + soft


Net = NumpyStraightThrough
