"""attack: a running offset by a configured int that is negative"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, step=-9, **kwargs):
        super().__init__(**kwargs)
        self.step = step

    def hybrid_forward(self, F, x):
        x = F.relu(x)
        ys = []
        off = 0
        for _ in range(2):
            off += self.step
            ys.append(x[off:off + 12])
        return F.concat(*ys, dim=0)
