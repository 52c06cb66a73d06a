"""H519: two overlapping products c*h and h*w of one tensor"""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        z = F.zeros((c * h, h * w))
        return F.broadcast_add(z, x.reshape((-1, 1)).sum())
