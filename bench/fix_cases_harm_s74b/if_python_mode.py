"""Branches on python configuration only."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, mode='gate', layers=(2, 3), **kwargs):
        super().__init__(**kwargs)
        self.mode = mode
        self.layers = list(layers)

    def hybrid_forward(self, F, x):
        if self.mode == 'gate' and len(self.layers) > 1:
            x = x * F.sigmoid(x)
        if self.layers[-1] > 2:
            x = x + self.layers[0]
        return x
