"""Integrate-and-fire readout: the membrane potential accumulates the weighted input of every time step in place."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, units=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.syn = nn.Dense(units, in_units=4)

    def hybrid_forward(self, F, x):
        v = self.syn(x[:, 0])
        for t in range(1, 3):
            v += self.syn(x[:, t])
        return F.sigmoid(v)
