"""A gate whose channel count is 1 by configuration: (B, 1, T) * (B, C, T) broadcasts eagerly;
a reshape by the gate's own sizes keeps it."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.gate = nn.Conv1D(1, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        g = F.sigmoid(self.gate(x))
        B, C, T = g.shape
        return g.reshape((B, C * T)).reshape((B, 1, T)) + x.sum(axis=1, keepdims=True)
