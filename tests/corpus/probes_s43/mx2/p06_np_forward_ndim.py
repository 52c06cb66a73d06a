"""MXNet-2 style numpy-mode block: `forward(self, x)` adds a batch axis when `x.ndim == 1`."""
import mxnet as mx
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(3, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(2, in_units=4)

    def forward(self, x):
        if x.ndim == 1:
            x = np.expand_dims(x, 0)
        return npx.softmax(self.fc(x), axis=-1)
