"""RealNVP checkerboard coupling ported from PyTorch: `x * self.mask` and `(1 - mask) * (...)` as plain operators of the (N, C, H, W) input and the (1, 1, H, W) constant mask."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def checkerboard(h, w):
    return ((np.arange(h)[:, None] + np.arange(w)[None, :]) % 2).astype("float32").reshape(1, 1, h, w)


class PlainMaskCoupling(HybridBlock):
    def __init__(self, channels=2, height=4, width=4, **kwargs):
        super().__init__(**kwargs)
        self.mask = self.params.get_constant("mask", checkerboard(height, width))
        self.st = nn.Conv2D(2 * channels, 3, padding=1)

    def hybrid_forward(self, F, x, mask):
        x_b = x * mask
        s, t = F.split(self.st(x_b), num_outputs=2, axis=1)
        s = F.tanh(s)
        y = x_b + (1 - mask) * (x * F.exp(s) + t)
        return y


Net = PlainMaskCoupling
