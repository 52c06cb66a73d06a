"""Branches summed, the first an empty Sequential (hands back its input)."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.branches = nn.HybridSequential()
        self.branches.add(nn.HybridSequential())
        self.branches.add(nn.Dense(4, in_units=4))
        self.branches.add(nn.Dense(4, in_units=4))

    def hybrid_forward(self, F, x):
        y = None
        for i in range(3):
            z = self.branches[i](x)
            if y is None:
                y = z
            else:
                y += z
        return y
