"""Switch-style mixture of experts: the top-1 gate as a one-hot over the experts, expert outputs accumulated."""
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, units=5, n_experts=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._n_experts = n_experts
        self._units = units
        with self.name_scope():
            self.gate = nn.Dense(n_experts, in_units=in_units)
            self.experts = nn.HybridSequential()
            for _ in range(n_experts):
                self.experts.add(nn.Dense(units, in_units=in_units))

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.gate(x), axis=1)
        choice = F.one_hot(F.argmax(probs, axis=1), self._n_experts)
        weight = probs * choice
        out = F.zeros((x.shape[0], self._units))
        for i, expert in enumerate(self.experts):
            out += F.broadcast_mul(weight[:, i:i + 1], expert(x))
        return out
