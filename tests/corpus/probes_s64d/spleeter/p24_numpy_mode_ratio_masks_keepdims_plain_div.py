"""Numpy-mode (MXNet 2 style) Spleeter ratio masks in `forward`: the instruments' masks stacked to (I, B, 2, T, F) by `np.stack`, divided by their keepdims sum over the instruments with a plain `/` -- numpy broadcasting, legal when traced (the numpy twin of p04)."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 2, 4, 8)]


class NumpyRatioMasks(HybridBlock):
    def __init__(self, instruments=3, **kwargs):
        super().__init__(**kwargs)
        self.heads = nn.HybridSequential()
        for _ in range(instruments):
            self.heads.add(nn.Conv2D(2, 3, padding=1, in_channels=2))

    def forward(self, mag):
        stacked = np.stack([npx.sigmoid(head(mag)) ** 2 for head in self.heads], axis=0)
        return stacked / (np.sum(stacked, axis=0, keepdims=True) + 1e-10) * mag


Net = NumpyRatioMasks
