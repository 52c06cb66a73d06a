"""Numpy-mode DPT reassemble in `forward` (the MXNet 2 style, run as python in 1.9.1): `b, n, c = tokens.shape`
and `int(math.sqrt(n - 1))` for the grid, `tokens[:, 1:]` and `tokens[:, :1]`, the read-out added by a plain
broadcasting `+`, the map by `.transpose(0, 2, 1).reshape(b, c, h, w)`."""
import math

from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 17, 8)]


class NumpyForwardReassemble(HybridBlock):
    def __init__(self, dim=8, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        self.to_map = nn.Conv2D(out_channels, 1, in_channels=dim)

    def forward(self, tokens):
        b, n, c = tokens.shape
        h = w = int(math.sqrt(n - 1))
        fmap = (tokens[:, 1:] + tokens[:, :1]).transpose(0, 2, 1).reshape(b, c, h, w)
        return self.to_map(fmap)


Net = NumpyForwardReassemble
