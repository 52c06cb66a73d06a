"""Numpy-mode pinball loss (`forward`, `npx.set_np()`): plain operators broadcast `(N, 1)` targets against `(N, Q)` predictions and the `(1, Q)` levels of a constant read with `.data()`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 6), (4, 1)]


class NumpyPinball(HybridBlock):
    def __init__(self, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self.head = nn.Dense(len(quantiles))
        self.taus = self.params.get_constant("taus", [list(quantiles)])

    def forward(self, x, target):
        pred = self.head(x)
        taus = self.taus.data()
        err = target - pred
        return np.maximum(taus * err, (taus - 1) * err).mean(axis=1)


Net = NumpyPinball
