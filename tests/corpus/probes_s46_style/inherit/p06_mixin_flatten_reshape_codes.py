"""A mixin adds `_flatten(F, x)` by reshape codes `(0, -1)`; the block uses it before its Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class FlattenMixin:
    def _flatten(self, F, x):
        return F.reshape(x, shape=(0, -1))


class Net(FlattenMixin, HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(5)

    def hybrid_forward(self, F, x):
        return self.fc(self._flatten(F, x))
