"""H503 method builders: a subclass overrides the builder method with one giving a split"""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Base(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.body = self._make(4)

    def _make(self, units):
        blk = nn.HybridSequential()
        for _ in range(2):
            blk.add(nn.Dense(units, flatten=False))
        return blk

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y[0] * 2


class Net(Base):
    def _make(self, units):
        blk = nn.HybridSequential()
        blk.add(nn.HybridLambda(lambda F, x: F.split(x, 2, axis=1)))
        return blk
