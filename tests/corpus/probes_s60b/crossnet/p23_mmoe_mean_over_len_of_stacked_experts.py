"""MMoE baseline averaging the stacked experts by `F.sum(experts, axis=1) / len(experts)`: `len` of the (N, E, D) tensor is the batch size eagerly and 1 on the traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class MeanExperts(HybridBlock):
    def __init__(self, in_units=6, num_experts=3, expert_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(expert_units, activation="relu", in_units=in_units))

    def hybrid_forward(self, F, x):
        experts = F.stack(*[expert(x) for expert in self.experts], axis=1)
        return F.sum(experts, axis=1) / len(experts)


Net = MeanExperts
