"""Mode-agnostic code: a shape assertion only when F is mx.nd."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        if F is mx.nd:
            assert x.shape[1] == 4, x.shape
        return self.fc(x)
