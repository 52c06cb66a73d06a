"""Piecewise dynamics: a different vector field before and after the switching time read from the input."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (1,)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.early = nn.Dense(dim, in_units=dim, activation='tanh')
            self.late = nn.Dense(dim, in_units=dim, activation='relu')

    def hybrid_forward(self, F, h, t):
        if t.asscalar() < 0.5:
            dh = self.early(h)
        else:
            dh = self.late(h)
        return h + 0.1 * dh
