"""H474's mean helper: a subclass overrides the private helper with the size as a real parameter."""
from mxnet.gluon import nn

INPUTS = [(2, 5, 3)]


class Base(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return self._pool(F, x, x.shape[1]) + 1

    def _pool(self, F, m, length):
        return m.sum(axis=1) / length


class Net(Base):
    def _pool(self, F, m, length):
        return m.max(axis=1) * length
