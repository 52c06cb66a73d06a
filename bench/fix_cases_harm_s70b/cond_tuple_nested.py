"""H503 HYB006: nested conditions, tuples differ at one position"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        if F.sum(x) > 0:
            if F.max(x) > 3:
                return x, x * 3
            else:
                return x, x * 2
        else:
            return x, -x
