"""MMoE: E experts stacked to (N, E, D) by `F.stack`, per-task softmax gates (N, E) expanded to (N, E, 1) and applied with `broadcast_mul`, summed over experts, one tower per task; returns a tuple of task outputs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class MMoE(HybridBlock):
    def __init__(self, in_units=6, num_experts=3, expert_units=5, num_tasks=2, **kwargs):
        super().__init__(**kwargs)
        self._num_experts = num_experts
        self._num_tasks = num_tasks
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(expert_units, activation="relu", in_units=in_units))
            self.gates = nn.HybridSequential()
            self.towers = nn.HybridSequential()
            for _ in range(num_tasks):
                self.gates.add(nn.Dense(num_experts, in_units=in_units))
                self.towers.add(nn.Dense(1, in_units=expert_units))

    def hybrid_forward(self, F, x):
        experts = F.stack(*[self.experts[i](x) for i in range(self._num_experts)], axis=1)
        outs = []
        for t in range(self._num_tasks):
            gate = F.softmax(self.gates[t](x), axis=-1).expand_dims(axis=2)
            mixed = F.sum(F.broadcast_mul(gate, experts), axis=1)
            outs.append(self.towers[t](mixed))
        return tuple(outs)


Net = MMoE
