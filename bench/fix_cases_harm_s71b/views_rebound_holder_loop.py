"""H519: a size read from g before a loop rebinds g (two holders: x's batch, g's rows)"""
from mxnet.gluon import nn

INPUTS = [(2, 3), (4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x, g):
        n = g.shape[1]
        outs = []
        for _ in range(2):
            outs.append(F.concat(x, F.zeros((x.shape[0], n)), dim=1))
            g = F.concat(g, g, dim=1)
        return F.concat(*outs, dim=0)
