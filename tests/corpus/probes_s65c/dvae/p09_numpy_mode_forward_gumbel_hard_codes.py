"""Numpy-mode dVAE quantizer in `forward`: Gumbel noise by `np.log` of a clipped uniform input, `npx.softmax` over the codes with a python temperature, hard codes by `npx.one_hot(np.argmax(...), soft.shape[1])` and `np.transpose`, straight-through by `.detach()`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 5, 3, 3), (2, 5, 3, 3)]


class NumpyGumbelQuantizer(HybridBlock):
    def __init__(self, tau=0.9, **kwargs):
        super().__init__(**kwargs)
        self.tau = tau

    def forward(self, logits, u):
        u = np.clip((u + 1) / 2, 1e-6, 1 - 1e-6)
        soft = npx.softmax((logits - np.log(-np.log(u))) / self.tau, axis=1)
        hard = np.transpose(npx.one_hot(np.argmax(soft, axis=1), soft.shape[1]), (0, 3, 1, 2))
        return (hard - soft).detach() + soft


Net = NumpyGumbelQuantizer
