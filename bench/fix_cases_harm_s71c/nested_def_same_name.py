"""attack: a module global read where a nested def binds a local of that name"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]
START = -9

class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        def helper():
            START = 3
            return START
        y = x[START:START + 12]
        return y * helper()
