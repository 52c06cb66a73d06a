"""attack: inner loop of the same name counting negative"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        ys = []
        for i in range(2):
            for i in range(-9, -7):
                ys.append(x[i:i + 12])
        return F.concat(*ys, dim=0)
