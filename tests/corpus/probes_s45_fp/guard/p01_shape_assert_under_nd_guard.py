"""A shape check run only eagerly: `if F is mx.nd: assert x.shape[-1] == ...` is skipped when traced."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, in_units=6, **kwargs):
        super().__init__(**kwargs)
        self._in_units = in_units
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=in_units)

    def hybrid_forward(self, F, x):
        if F is mx.nd:
            assert x.shape[-1] == self._in_units, "bad feature size"
        return self.fc(x)
