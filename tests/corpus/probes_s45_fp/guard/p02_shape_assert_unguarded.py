"""The same shape check without the eager-only guard: `x.shape` on the traced Symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=6, **kwargs):
        super().__init__(**kwargs)
        self._in_units = in_units
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=in_units)

    def hybrid_forward(self, F, x):
        assert x.shape[-1] == self._in_units, "bad feature size"
        return self.fc(x)
