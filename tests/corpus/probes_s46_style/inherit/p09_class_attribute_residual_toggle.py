"""A class attribute `USE_RESIDUAL` toggles a residual branch; the subclass turns it on."""
from mxnet.gluon import HybridBlock, nn


class Block(HybridBlock):
    USE_RESIDUAL = False

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x):
        y = F.relu(self.fc(x))
        if self.USE_RESIDUAL:
            y = y + x
        return y


INPUTS = [(2, 6)]


class Net(Block):
    USE_RESIDUAL = True
