"""Backward direction of a bidirectional tagger: the sequence reversed in time, encoded, and reversed back."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, units=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fwd = nn.Dense(units, in_units=4, flatten=False)
            self.bwd = nn.Dense(units, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        forward = F.relu(self.fwd(x))
        backward = F.relu(self.bwd(x[:, ::-1]))[:, ::-1]
        return F.concat(forward, backward, dim=2)
