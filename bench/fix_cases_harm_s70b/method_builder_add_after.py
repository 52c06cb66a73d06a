"""H503 method builders: a Sequential a method builds, added a split after"""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.body = self._make(4)
        self.body.add(nn.HybridLambda(lambda F, x: F.split(x, 2, axis=1)))

    def _make(self, units):
        blk = nn.HybridSequential()
        for _ in range(2):
            blk.add(nn.Dense(units, flatten=False))
        return blk

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y[0] * 2
