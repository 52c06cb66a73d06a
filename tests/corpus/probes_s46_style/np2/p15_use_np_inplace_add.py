"""`@use_np` class adding a residual in place (`y += x`) on traced values."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6)]


@use_np
class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x):
        y = F.npx.relu(self.fc(x))
        y += x
        return y
