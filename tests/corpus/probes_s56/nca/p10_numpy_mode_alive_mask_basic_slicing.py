"""Numpy-mode NCA step (`forward`): the alpha channel by basic slicing `x[:, 3:4]`, `npx.pooling` for the alive test."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 10, 10)]


class NumpyCA(HybridBlock):
    def __init__(self, channels=8, hidden=16, **kwargs):
        super().__init__(**kwargs)
        self.fc0 = nn.Conv2D(hidden, 3, padding=1, in_channels=channels, activation="relu")
        self.fc1 = nn.Conv2D(channels, 1, in_channels=hidden)

    def forward(self, x):
        alive = npx.pooling(x[:, 3:4], kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type="max") > 0.1
        x = x + self.fc1(self.fc0(x))
        return x * alive.astype(x.dtype)


Net = NumpyCA
