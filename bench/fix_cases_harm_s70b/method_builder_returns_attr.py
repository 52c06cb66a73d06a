"""H503 method builders: a builder adding a block the instance holds"""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.head = nn.HybridLambda(lambda F, x: F.split(x, 2, axis=1))
        self.body = self._make(4)

    def _make(self, units):
        blk = nn.HybridSequential()
        blk.add(nn.Dense(units, flatten=False))
        blk.add(self.head)
        return blk

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y[0] * 2
