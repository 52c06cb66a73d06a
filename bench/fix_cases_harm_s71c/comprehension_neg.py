"""attack: a comprehension variable over a negative range"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        ys = [x[i:i + 12] for i in range(-9, -7)]
        return F.concat(*ys, dim=0)
