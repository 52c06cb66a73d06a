"""Dense MoE combining the stacked expert outputs (N, E, D) with the gates (N, E, 1) by plain `*` before summing over experts."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, num_experts=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=units)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=units))

    def hybrid_forward(self, F, x):
        gates = F.softmax(self.gate(x), axis=-1).expand_dims(-1)          # (N, E, 1)
        stacked = F.stack(*[expert(x) for expert in self.experts], axis=1)  # (N, E, D)
        return F.sum(stacked * gates, axis=1)
