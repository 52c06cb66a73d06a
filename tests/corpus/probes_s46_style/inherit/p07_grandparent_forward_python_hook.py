"""`hybrid_forward` lives on the grandparent; the grandchild only overrides a hook returning a python float scale."""
from mxnet.gluon import HybridBlock, nn


class Base(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    def _scale(self):
        return 1.0

    def hybrid_forward(self, F, x):
        return F.sigmoid(self.fc(x)) * self._scale()


class Middle(Base):
    pass


INPUTS = [(2, 6)]


class Net(Middle):
    def _scale(self):
        return 0.25 * 2
