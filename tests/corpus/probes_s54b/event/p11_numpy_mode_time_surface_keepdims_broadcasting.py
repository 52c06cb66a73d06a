"""Numpy-mode time surface (`forward`, `npx.set_np()`): the per-example latest timestamp by `ts.max(axis=(1, 2, 3), keepdims=True)`, decay with plain broadcasting operators, a conv on top."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 2, 6, 6)]


class NumpyTimeSurface(HybridBlock):
    def __init__(self, tau=0.5, **kwargs):
        super().__init__(**kwargs)
        self.tau = tau
        self.conv = nn.Conv2D(4, kernel_size=3, padding=1)

    def forward(self, ts):
        latest = ts.max(axis=(1, 2, 3), keepdims=True)
        return self.conv(np.exp(-(latest - ts) / self.tau))


Net = NumpyTimeSurface
