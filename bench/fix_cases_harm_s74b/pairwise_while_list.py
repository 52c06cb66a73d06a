"""A pairwise tree sum over a python list: the loop tests the list's length."""
from mxnet.gluon import nn

INPUTS = [(2, 8)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        level = list(F.split(x, num_outputs=4, axis=1))
        while len(level) > 1:
            level = [level[i] * level[i + 1] for i in range(0, len(level), 2)]
        return level[0]
