"""Numpy-mode autoregressive roll-out: the last frame by basic slicing `frames[:, -1]`, predictions stacked along time."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 4, 3, 8, 8)]


@use_np
class Rollout(HybridBlock):
    def __init__(self, horizon=3, **kwargs):
        super().__init__(**kwargs)
        self.horizon = horizon
        self.step = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def forward(self, frames):
        x = frames[:, -1]
        preds = []
        for _ in range(self.horizon):
            x = x + np.tanh(self.step(x))
            preds.append(x)
        return np.stack(preds, axis=1)


Net = Rollout
