"""Legal: a HybridSequential subclass whose own __init__ adds one-output layers, to which the parent adds
a block returning two arrays: the chain returns that pair, whose items the parent reads by index."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Pair(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x), F.sigmoid(x)


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
            self.body.add(Pair())

    def hybrid_forward(self, F, x):
        out = self.body(x)
        return out[0] - out[1]
