"""Illegal: a HybridSequential subclass the parent grows by one more Dense still returns one array; its
`[1]` raises once hybridized."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Trunk(nn.HybridSequential):
    def __init__(self, **kwargs):
        super(Trunk, self).__init__(**kwargs)
        with self.name_scope():
            self.add(nn.Dense(4, in_units=6))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = Trunk()
            self.body.add(nn.Dense(4, in_units=4))

    def hybrid_forward(self, F, x):
        out = self.body(x)
        return out[1]
