"""Gated attention readout over a dense node batch: one gate per node, softmax over the nodes, weighted sum of the node features."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(1, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        gate = F.softmax(self.gate(x).reshape((x.shape[0], -1)), axis=1)
        return (x * gate.expand_dims(2)).sum(axis=1)
