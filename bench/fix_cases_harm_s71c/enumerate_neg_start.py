"""attack: enumerate from -9"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        ys = []
        for i, _ in enumerate(range(2), -9):
            ys.append(x[i:i + 12])
        return F.concat(*ys, dim=0)
