"""Legal: a module helper reshapes to (n, 1, h, w) with its own parameter n; the block passes the
batch (2) as n, and the input has one channel, so `x * mask` is (2, 1, 4, 4) by (2, 1, 4, 4)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 4, 4)]


def board(n, h, w):
    return np.ones((n * h * w,), "float32").reshape(n, 1, h, w)


class Net(HybridBlock):
    def __init__(self, batch=2, height=4, width=4):
        super().__init__()
        self.mask = self.params.get_constant("mask", board(batch, height, width))

    def hybrid_forward(self, F, x, mask):
        return x * mask
