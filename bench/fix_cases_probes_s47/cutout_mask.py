"""Cutout: a square of fixed size and position zeroed in every image, built from row and column ranges."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, top=1, left=2, size=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._top, self._left, self._size = top, left, size

    def hybrid_forward(self, F, x):
        rows = F.arange(x.shape[2])
        cols = F.arange(x.shape[3])
        in_rows = (rows >= self._top) * (rows < self._top + self._size)
        in_cols = (cols >= self._left) * (cols < self._left + self._size)
        hole = in_rows.reshape((1, 1, -1, 1)) * in_cols.reshape((1, 1, 1, -1))
        return x * (1 - hole)
