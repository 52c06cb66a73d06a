"""H503 HYB006: a condition on a (1,) tensor at batch 1"""
from mxnet.gluon import nn

INPUTS = [(1, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        if F.sum(x, axis=1) > 0:
            return x, x * 2
        else:
            return x, -x
