"""Numpy mode: `+`/`*` of different shapes (a keepdims mean, a (C,) parameter) broadcast as numpy does."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(3, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=4)
            self.scale = self.params.get("scale", shape=(5,), init="ones")

    def hybrid_forward(self, F, x, scale):
        y = self.fc(x)
        y = y - y.mean(axis=1, keepdims=True)
        return y * scale + y.mean(axis=0)
