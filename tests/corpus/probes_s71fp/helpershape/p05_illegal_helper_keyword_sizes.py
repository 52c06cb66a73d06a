"""Illegal look-alike: the helper's (1, 1, h, w) checkerboard, called with keyword sizes, times the
(2, 2, 4, 4) input by a plain `*`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 2, 4, 4)]


def checkerboard(h, w):
    return ((np.arange(h)[:, None] + np.arange(w)[None, :]) % 2).astype("float32").reshape(1, 1, h, w)


class Net(HybridBlock):
    def __init__(self, height=4, width=4):
        super().__init__()
        self.mask = self.params.get_constant("mask", checkerboard(w=width, h=height))

    def hybrid_forward(self, F, x, mask):
        return x * mask
