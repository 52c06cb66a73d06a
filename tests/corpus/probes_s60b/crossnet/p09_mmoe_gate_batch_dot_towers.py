"""MMoE mixing by `F.batch_dot(gate.expand_dims(1), experts)` -- (N, 1, E) x (N, E, D) -- then `reshape((0, -1))`, iterating over the experts' HybridSequential directly."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class BatchDotMMoE(HybridBlock):
    def __init__(self, in_units=6, num_experts=3, expert_units=5, num_tasks=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(expert_units, activation="relu", in_units=in_units))
            self.gates = nn.HybridSequential()
            for _ in range(num_tasks):
                self.gates.add(nn.Dense(num_experts, in_units=in_units))

    def hybrid_forward(self, F, x):
        experts = F.stack(*[expert(x) for expert in self.experts], axis=1)
        outs = [F.batch_dot(F.softmax(gate(x)).expand_dims(1), experts).reshape((0, -1))
                for gate in self.gates]
        return F.concat(*outs, dim=1)


Net = BatchDotMMoE
