"""A mixin adds `_flat_dim(x)` (C*H from `x.shape`), used by the block to reshape its input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class FlattenMixin:
    def _flat_dim(self, x):
        return x.shape[1] * x.shape[2]


class Net(FlattenMixin, HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=12)

    def hybrid_forward(self, F, x):
        return self.fc(F.reshape(x, shape=(-1, self._flat_dim(x))))
