"""H503 HYB006: the shared position reads a name the differing position binds (walrus)"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        if F.sum(x) > 0:
            return (y := x * 2), y
        else:
            return (y := -x), y
