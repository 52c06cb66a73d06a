"""Numpy-mode lane head (MXNet 2 style `forward`): reshape to (N, cells, rows, lanes) with the batch from `x.shape[0]`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8)]


class NumpyLaneHead(HybridBlock):
    def __init__(self, cells=5, rows=3, lanes=2, **kwargs):
        super().__init__(**kwargs)
        self.dims = (cells, rows, lanes)
        self.fc = nn.Dense(cells * rows * lanes, in_units=8)

    def forward(self, x):
        out = self.fc(x).reshape((x.shape[0],) + self.dims)
        return npx.softmax(out, axis=1)


Net = NumpyLaneHead
