"""H504 a range counter rebound negative in the loop body before the cut"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        outs = []
        for i in range(2):
            i = i - 6
            outs.append(x[:, i:] * 2)
        return F.concat(*outs, dim=0)
