"""attack: a module global declared global, read before its rebinding"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]
START = -9

class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        global START
        y = x[START:START + 12]
        START = -9
        return y
