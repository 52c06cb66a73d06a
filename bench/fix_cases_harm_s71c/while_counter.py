"""attack: a while counter going negative"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        ys = []
        i = 2
        while i > -12:
            ys.append(x[i:i + 12])
            i -= 5
        return F.concat(*ys, dim=0)
