"""MXNet-2 style: a numpy-mode HybridBlock that overrides forward(self, x) and reads `x.shape`."""
import mxnet as mx
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(2, flatten=False, in_units=4)

    def forward(self, x):
        n, t, _ = x.shape
        return self.fc(x).reshape(n * t, -1)
