"""H519: two holders, one float16, the constructor float16"""
from mxnet.gluon import nn

INPUTS = [(2, 3), (4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x, g):
        h = g.astype('float16')
        z = F.zeros((h.shape[0], x.shape[1]), dtype='float16')
        return F.concat(h, z + 1, dim=1).astype('float32')
