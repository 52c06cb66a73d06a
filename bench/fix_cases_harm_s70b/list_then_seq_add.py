"""H503 add(*list): the Sequential also added a split in another statement"""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        layers = [nn.Dense(4, flatten=False)]
        layers += [nn.Activation('relu')]
        self.body = nn.HybridSequential()
        self.body.add(*layers)
        self.body.add(nn.HybridLambda(lambda F, x: F.split(x, 2, axis=1)))

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y[0] * 2
