"""control: a counter of range(2) before a given end (kept: the fix is right)"""
from mxnet.gluon import nn

INPUTS = [(6, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = F.relu(x)
        ys = []
        for i in range(2):
            ys.append(x[i:i + 12])
        return F.concat(*ys, dim=0)
