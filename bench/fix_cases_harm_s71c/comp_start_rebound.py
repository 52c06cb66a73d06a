"""attack: counter minus a start a later comprehension for rebinds"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.k = 2

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        a = 0
        ys = [x[i - a:i - a + 12] for i in range(a, 2) for a in (9, 10)]
        return F.concat(*ys, dim=0)
