"""A Dense left flattening (the default): its output is (B, units)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.fc = nn.Dense(8, in_units=48)

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        y = self.fc(x)
        return y.reshape((B, -1, 4))
