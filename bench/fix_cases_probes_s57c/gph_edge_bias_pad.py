"""Graphormer's attention bias with the graph token: edge features projected to one bias per head, then a zero row and a zero column for the virtual token built by `F.zeros` of shapes read from the bias."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.edge = nn.Dense(heads, in_units=3, flatten=False)

    def hybrid_forward(self, F, edges):
        bias = self.edge(edges).transpose((0, 3, 1, 2))
        n, h, v, _ = bias.shape
        bias = F.concat(F.zeros((n, h, 1, v)), bias, dim=2)
        bias = F.concat(F.zeros((n, h, v + 1, 1)), bias, dim=3)
        return F.softmax(bias, axis=-1)
