"""attack: i * w:(i + 2) * w with w negative"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        w = -self.k - 2
        ys = [x[i * w:(i + 2) * w] for i in range(2)]
        return F.concat(*ys, dim=0)
