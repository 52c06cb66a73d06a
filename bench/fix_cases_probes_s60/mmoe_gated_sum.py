"""MMoE's gated mixture: expert towers stacked to (B, E, D), a softmax gate per task over the E experts reshaped by `g.reshape((B, self.num_experts, 1))` from `B = x.shape[0]`, the gated sum over experts, one task tower per task."""
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, num_experts=3, num_tasks=2, units=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_experts = num_experts
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=5, activation='relu'))
            self.gates = nn.HybridSequential()
            self.towers = nn.HybridSequential()
            for _ in range(num_tasks):
                self.gates.add(nn.Dense(num_experts, in_units=5))
                self.towers.add(nn.Dense(1, in_units=units))

    def hybrid_forward(self, F, x):
        B = x.shape[0]
        expert_out = F.stack(*[e(x) for e in self.experts], axis=1)
        outs = []
        for gate, tower in zip(self.gates, self.towers):
            g = F.softmax(gate(x), axis=-1).reshape((B, self.num_experts, 1))
            outs.append(tower(F.sum(expert_out * g, axis=1)))
        return F.concat(*outs, dim=1)
