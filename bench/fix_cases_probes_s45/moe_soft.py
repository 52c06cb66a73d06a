"""Soft mixture of experts; the gate width read from the gate's output for the one-hot load."""
from mxnet.gluon import nn


INPUTS = [(4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=5, units=3, num_experts=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=in_units)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=in_units))

    def hybrid_forward(self, F, x):
        gates = F.softmax(self.gate(x))
        load = F.one_hot(F.argmax(gates, axis=1), depth=gates.shape[1]).mean(axis=0)
        outs = F.stack(*[e(x) for e in self.experts], axis=2)
        mixed = F.sum(outs * gates.expand_dims(1), axis=2)
        return mixed, load
