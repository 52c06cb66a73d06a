"""attack: len shadowed by a module function"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]

def len(v):
    return -9

class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        s = len(x.shape)
        return x[s:s + 12]
