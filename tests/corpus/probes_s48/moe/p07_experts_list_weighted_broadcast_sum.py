"""Dense (soft) MoE: experts registered one by one with `register_child` and kept in a python list, every expert's output weighted by its softmax gate column, taken with `F.split(num_outputs=num_experts)`, and summed with `F.add_n`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, num_experts=3, **kwargs):
        super().__init__(**kwargs)
        self.num_experts = num_experts
        self.experts = []
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=units)
            for i in range(num_experts):
                expert = nn.Dense(units, activation="relu", in_units=units, prefix=f"expert{i}_")
                self.register_child(expert)
                self.experts.append(expert)

    def hybrid_forward(self, F, x):
        gates = F.split(F.softmax(self.gate(x), axis=-1), num_outputs=self.num_experts, axis=1)
        outs = [F.broadcast_mul(expert(x), g) for expert, g in zip(self.experts, gates)]
        return F.add_n(*outs)
