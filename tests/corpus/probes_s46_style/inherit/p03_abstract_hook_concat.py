"""An abstract two-branch base whose `hybrid_forward` calls a `_merge(F, a, b)` hook; the subclass fills it with `F.concat`."""
from mxnet.gluon import HybridBlock, nn


class TwoBranch(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.left = nn.Dense(3, in_units=5)
            self.right = nn.Dense(3, in_units=5)

    def _merge(self, F, a, b):
        raise NotImplementedError

    def hybrid_forward(self, F, x):
        return self._merge(F, self.left(x), self.right(x))


INPUTS = [(2, 5)]


class Net(TwoBranch):
    def _merge(self, F, a, b):
        return F.concat(a, F.tanh(b), dim=1)
