"""Interaction net with highway node updates: pairwise messages summed per particle in a loop over the particle count, a highway gate with carry from ones of the shape."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, units=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.msg = nn.Dense(units, in_units=units, flatten=False, activation='relu')
            self.gate = nn.Dense(units, in_units=units, flatten=False, activation='sigmoid')

    def hybrid_forward(self, F, h):
        agg = []
        for i in range(h.shape[1]):
            agg.append(F.sum(self.msg(F.broadcast_sub(h, h[:, i:i + 1])), axis=1))
        m = F.stack(*agg, axis=1)
        t = self.gate(h)
        return m * t + h * (F.ones(h.shape) - t)
