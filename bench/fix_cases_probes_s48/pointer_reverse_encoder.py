"""Bidirectional encoder of a pointer network built by hand: the backward pass reads the sequence reversed."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=3, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fwd = nn.Dense(hidden, in_units=in_units, flatten=False)
            self.bwd = nn.Dense(hidden, in_units=in_units, flatten=False)

    def hybrid_forward(self, F, x):
        forward = F.tanh(self.fwd(x))
        backward = F.tanh(self.bwd(x[:, ::-1]))[:, ::-1]
        return F.concat(forward, backward, dim=2)
