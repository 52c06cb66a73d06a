"""H503 method builders: a builder returning a split on one path"""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.body = self._make(4, True)

    def _make(self, units, split):
        if split:
            return nn.HybridLambda(lambda F, x: F.split(x, 2, axis=1))
        blk = nn.HybridSequential()
        blk.add(nn.Dense(units, flatten=False))
        return blk

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y[0] * 2
