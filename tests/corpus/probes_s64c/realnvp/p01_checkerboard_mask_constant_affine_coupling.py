"""RealNVP affine coupling with a checkerboard mask built in `__init__` from the configured H and W (numpy, registered by `params.get_constant`), `s, t = F.split(nn(x * mask), 2, axis=1)`, `s = tanh(s)`, `y = x*b + (1-b)*(x*exp(s) + t)` by `broadcast_mul` against the (1, 1, H, W) mask, and the log-det summed per sample over axes (1, 2, 3)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def checkerboard(h, w, parity=0):
    return ((np.arange(h)[:, None] + np.arange(w)[None, :] + parity) % 2).astype("float32").reshape(1, 1, h, w)


class CheckerboardCoupling(HybridBlock):
    def __init__(self, channels=2, height=4, width=4, **kwargs):
        super().__init__(**kwargs)
        self.mask = self.params.get_constant("mask", checkerboard(height, width))
        self.st = nn.HybridSequential()
        self.st.add(nn.Conv2D(8, 3, padding=1, activation="relu"), nn.Conv2D(2 * channels, 3, padding=1))

    def hybrid_forward(self, F, x, mask):
        inv = 1 - mask
        s, t = F.split(self.st(F.broadcast_mul(x, mask)), num_outputs=2, axis=1)
        s = F.broadcast_mul(F.tanh(s), inv)
        t = F.broadcast_mul(t, inv)
        y = F.broadcast_mul(x, mask) + F.broadcast_mul(x * F.exp(s) + t, inv)
        return y, F.sum(s, axis=(1, 2, 3))


Net = CheckerboardCoupling
