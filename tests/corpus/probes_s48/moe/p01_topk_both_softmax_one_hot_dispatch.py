"""Sparse MoE layer: a gating Dense, `F.topk(ret_typ="both")` unpacked into values and indices, softmax over the kept values, one-hot dispatch masks summed into per-expert gates, experts stacked on a new axis and combined by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, num_experts=4, k=2, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.num_experts, self.k = num_experts, k
        with self.name_scope():
            self.gate = nn.Dense(num_experts, use_bias=False, in_units=units)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(hidden, activation="relu", in_units=units))

    def hybrid_forward(self, F, x):
        logits = self.gate(x)
        top_val, top_idx = F.topk(logits, k=self.k, ret_typ="both", axis=-1)
        weights = F.softmax(top_val, axis=-1)                                # (N, k)
        dispatch = F.one_hot(top_idx, self.num_experts)                      # (N, k, E)
        gates = F.sum(F.broadcast_mul(dispatch, weights.expand_dims(-1)), axis=1)   # (N, E)
        stacked = F.stack(*[e(x) for e in self.experts], axis=1)             # (N, E, H)
        return F.batch_dot(gates.expand_dims(1), stacked).squeeze(axis=1)
