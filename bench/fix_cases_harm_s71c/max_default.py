"""attack: max of an empty list with default"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        s = max([-9, -10], default=0)
        return x[s:s + 12]
