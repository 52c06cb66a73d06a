"""attack: a nested def rebinding the local by nonlocal"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        s = 0

        def shift():
            nonlocal s
            s = -9
        shift()
        return x[s:s + 12]
