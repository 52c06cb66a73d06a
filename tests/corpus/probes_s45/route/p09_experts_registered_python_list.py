"""Experts kept in a python list, each registered with register_child, iterated in hybrid_forward."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8)]


class Expert(HybridBlock):
    def __init__(self, hidden=10, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, activation="relu", in_units=8)
            self.fc2 = nn.Dense(units, in_units=hidden)

    def hybrid_forward(self, F, x):
        return self.fc2(self.fc1(x))


class Net(HybridBlock):
    def __init__(self, num_experts=3, **kwargs):
        super().__init__(**kwargs)
        self.experts = []
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=8)
            for i in range(num_experts):
                expert = Expert(prefix="expert%d_" % i)
                self.register_child(expert)
                self.experts.append(expert)

    def hybrid_forward(self, F, x):
        gates = F.split(F.softmax(self.gate(x), axis=-1), num_outputs=len(self.experts), axis=-1)
        outs = [F.broadcast_mul(g, expert(x)) for g, expert in zip(gates, self.experts)]
        return F.add_n(*outs)
