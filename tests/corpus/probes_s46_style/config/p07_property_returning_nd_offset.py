"""A `@property` returns an offset vector built with `nd.array` from the config; `hybrid_forward` adds it."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._offsets = [0.1, -0.2, 0.3, 0.0]
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    @property
    def offset(self):
        return nd.array(self._offsets)

    def hybrid_forward(self, F, x):
        return F.broadcast_add(self.fc(x), F.expand_dims(self.offset, axis=0))
