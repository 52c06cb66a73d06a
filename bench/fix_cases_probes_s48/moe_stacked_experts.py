"""Soft mixture of experts: expert outputs stacked on a new axis and weighted by the gate."""
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=5, units=4, n_experts=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(n_experts, in_units=in_units)
            self.experts = nn.HybridSequential()
            for _ in range(n_experts):
                self.experts.add(nn.Dense(units, in_units=in_units))

    def hybrid_forward(self, F, x):
        gates = F.softmax(self.gate(x), axis=-1)
        stacked = F.stack(*[e(x) for e in self.experts], axis=1)
        return F.sum(stacked * gates.reshape((gates.shape[0], gates.shape[1], 1)), axis=1)
