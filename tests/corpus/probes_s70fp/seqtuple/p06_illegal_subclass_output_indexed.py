"""Illegal: a HybridSequential subclass of one-output layers returns one array; `[0]` of it takes its first
row eagerly but the whole output of a Symbol after hybridize()."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Trunk(nn.HybridSequential):
    def __init__(self, **kwargs):
        super(Trunk, self).__init__(**kwargs)
        with self.name_scope():
            self.add(nn.Dense(4, in_units=6))
            self.add(nn.Activation("relu"))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = Trunk()

    def hybrid_forward(self, F, x):
        out = self.body(x)
        return out[0] * 2
