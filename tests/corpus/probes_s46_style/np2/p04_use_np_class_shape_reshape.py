"""`@use_np` on the class; `hybrid_forward` reshapes with `x.shape[0]` read from the traced input."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 4)]


@use_np
class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=12)

    def hybrid_forward(self, F, x):
        return self.fc(x.reshape((x.shape[0], -1)))
