"""Legal: a Sequential filled by add(*layers) of one-output layers, then given a two-output head by a second
add: the chain's output is the head's pair, read by index."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Heads(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.a = nn.Dense(3, in_units=4)
            self.b = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, x):
        return self.a(x), self.b(x)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        layers = [nn.Dense(4, in_units=6)]
        layers.append(nn.Activation("relu"))
        with self.name_scope():
            self.model = nn.HybridSequential()
            self.model.add(*layers)
            self.model.add(Heads())

    def hybrid_forward(self, F, x):
        out = self.model(x)
        return out[0] + 2 * out[1]
