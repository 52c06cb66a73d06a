"""MMoE with the gate applied by plain `*`: `(gate.expand_dims(2) * experts).sum(axis=1)`, the gate (N, E, 1) against the stacked experts (N, E, D)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class PlainGateMMoE(HybridBlock):
    def __init__(self, in_units=6, num_experts=3, expert_units=5, num_tasks=2, **kwargs):
        super().__init__(**kwargs)
        self._num_tasks = num_tasks
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(expert_units, activation="relu", in_units=in_units))
            self.gates = nn.HybridSequential()
            for _ in range(num_tasks):
                self.gates.add(nn.Dense(num_experts, in_units=in_units))

    def hybrid_forward(self, F, x):
        experts = F.stack(*[expert(x) for expert in self.experts], axis=1)
        outs = []
        for t in range(self._num_tasks):
            gate = F.softmax(self.gates[t](x), axis=-1)
            outs.append((gate.expand_dims(2) * experts).sum(axis=1))
        return F.concat(*outs, dim=1)


Net = PlainGateMMoE
