"""attack: a module constant that is negative"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]
START = -9

class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        return x[START:START + 12]
