"""The base `__init__` stores `self._units`; the subclass's `hybrid_forward` reshapes with that python int."""
from mxnet.gluon import HybridBlock, nn


class Base(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.fc = nn.Dense(units * 2, in_units=6)


INPUTS = [(2, 6)]


class Net(Base):
    def hybrid_forward(self, F, x):
        y = F.reshape(self.fc(x), shape=(-1, 2, self._units))
        return F.sum(y, axis=1)
