"""Numpy mode with hybrid_forward: the batch size read from `x.shape` for a reshape."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(2, flatten=False, in_units=4)

    def hybrid_forward(self, F, x):
        return self.fc(x).reshape(x.shape[0], -1)
