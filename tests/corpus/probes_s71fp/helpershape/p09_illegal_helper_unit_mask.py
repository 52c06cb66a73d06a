"""Illegal look-alike: the branching helper asked for its (1, 1, h, w) board, times the input by `*`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 2, 4, 4)]


def checkerboard(h, w, n=0, c=0):
    board = ((np.arange(h)[:, None] + np.arange(w)[None, :]) % 2).astype("float32")
    if n:
        return np.tile(board, (n, c, 1, 1))
    return board.reshape(1, 1, h, w)


class Net(HybridBlock):
    def __init__(self, height=4, width=4):
        super().__init__()
        self.mask = self.params.get_constant("mask", checkerboard(height, width))

    def hybrid_forward(self, F, x, mask):
        return x * mask
