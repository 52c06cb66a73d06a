"""Illegal: a Sequential filled by add(*layers) of one-output layers returns one array, indexed by `[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        layers = [nn.Dense(4, in_units=6)]
        layers += [nn.Activation("relu")]
        with self.name_scope():
            self.model = nn.HybridSequential()
            self.model.add(*layers)

    def hybrid_forward(self, F, x):
        out = self.model(x)
        return out[0] + out[1]
