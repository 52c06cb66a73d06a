"""`mx.nd.softmax` called directly in hybrid_forward instead of `F.softmax`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        return mx.nd.softmax(self.fc(x), axis=-1)
