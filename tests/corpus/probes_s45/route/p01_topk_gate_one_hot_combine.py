"""Sparse mixture of experts: top-k gate by F.topk, renormalised weights scattered with one_hot, experts stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8)]


class TopKGate(HybridBlock):
    def __init__(self, num_experts=4, k=2, in_units=8, **kwargs):
        super().__init__(**kwargs)
        self._num_experts, self._k = num_experts, k
        with self.name_scope():
            self.w_gate = nn.Dense(num_experts, use_bias=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        logits = self.w_gate(x)
        top_vals, top_idx = F.topk(logits, k=self._k, ret_typ="both", axis=-1)
        weights = F.softmax(top_vals, axis=-1)                               # B, k
        dense = F.one_hot(top_idx, depth=self._num_experts)                  # B, k, E
        return F.sum(F.broadcast_mul(dense, F.expand_dims(weights, -1)), axis=1)   # B, E


class Net(HybridBlock):
    def __init__(self, num_experts=4, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = TopKGate(num_experts)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, activation="relu", in_units=8))

    def hybrid_forward(self, F, x):
        gates = self.gate(x)
        expert_out = F.stack(*[expert(x) for expert in self.experts], axis=1)      # B, E, D
        return F.sum(F.broadcast_mul(expert_out, F.expand_dims(gates, -1)), axis=1)
