"""attack: self.k read where range(-3, self.k) runs"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2
        self.b = -9
    def hybrid_forward(self, F, x):
        x = F.relu(x)
        ys = []
        for t in range(-3, self.b):
            ys.append(x[self.b:self.b + 12])
        return F.concat(*ys, dim=0) if ys else x
