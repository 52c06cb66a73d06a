"""H503 add(*list): another method binds a list of the same name holding a split, and it is used"""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        layers = self._layers()
        self.body = nn.HybridSequential()
        self.body.add(*layers)

    def _layers(self):
        layers = [nn.Dense(4, flatten=False), nn.HybridLambda(lambda F, x: F.split(x, 2, axis=1))]
        return layers

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y[0] * 2
