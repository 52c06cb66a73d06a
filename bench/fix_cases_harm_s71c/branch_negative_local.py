"""attack: a local bound to a negative in one branch"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        s = 1
        if self.k > 1:
            s = -9
        return x[s:s + 12]
