"""H504 a running offset decreasing below zero"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        off = 0
        outs = []
        for w in (1, 2):
            outs.append(x[:, off:off + w])
            off -= 5
        return F.concat(*outs, dim=1)
