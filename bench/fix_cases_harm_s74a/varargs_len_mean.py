"""A block of *args: len(args) is the number of inputs, a python int."""
from mxnet.gluon import nn

INPUTS = [(2, 3), (2, 3), (2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, *args):
        total = args[0]
        for a in args[1:]:
            total = total + a
        return total / len(args)
