"""Twins window partition and reverse as module-level helpers taking no `F` (the Swin/Twins utility functions): only `reshape`/`transpose` methods with the window and map sizes passed in as python ints; a shared Dense inside the windows."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


def window_partition(x, ws, h, w):
    """x: (B, H*W, C) -> (B * nW, ws*ws, C)."""
    x = x.reshape((0, h // ws, ws, w // ws, ws, -1)).transpose((0, 1, 3, 2, 4, 5))
    return x.reshape((-3, -2)).reshape((-3, -2)).reshape((0, -3, 0))


def window_reverse(win, ws, h, w):
    """win: (B * nW, ws*ws, C) -> (B, H*W, C)."""
    x = win.reshape((-4, -1, (h // ws) * (w // ws), -2)).reshape((0, -4, h // ws, w // ws, -4, ws, ws, 0))
    return x.transpose((0, 1, 3, 2, 4, 5)).reshape((0, -3, -3, 0)).reshape((0, -3, 0))


class WindowMixer(HybridBlock):
    def __init__(self, dim=8, height=4, width=4, ws=2, **kwargs):
        super().__init__(**kwargs)
        self._ws, self._h, self._w = ws, height, width
        with self.name_scope():
            self.mix = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        win = window_partition(x, self._ws, self._h, self._w)
        return x + window_reverse(self.mix(win), self._ws, self._h, self._w)


Net = WindowMixer
