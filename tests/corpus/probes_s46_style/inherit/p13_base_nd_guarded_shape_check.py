"""The base `hybrid_forward` checks the input width only under `if F is nd` (the eager backend); a subclass adds a layer."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn


class Checked(HybridBlock):
    def __init__(self, width=6, **kwargs):
        super().__init__(**kwargs)
        self._width = width

    def body(self, F, x):
        return x

    def hybrid_forward(self, F, x):
        if F is nd:
            assert x.shape[1] == self._width, x.shape
        return self.body(F, x)


INPUTS = [(2, 6)]


class Net(Checked):
    def __init__(self, **kwargs):
        super().__init__(6, **kwargs)
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=6)

    def body(self, F, x):
        return F.tanh(self.fc(x))
