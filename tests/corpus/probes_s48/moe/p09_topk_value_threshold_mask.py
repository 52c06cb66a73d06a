"""Top-k gating by threshold: the k-th largest logit from `F.topk(ret_typ="value")` and a `min(axis=1, keepdims=True)`, logits below it masked with `broadcast_greater_equal` and `F.where` against `ones_like * -1e9`, then softmax; the experts combined by gate-weighted sums over a stacked axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, num_experts=4, k=2, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=units)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(4, in_units=units))

    def hybrid_forward(self, F, x):
        logits = self.gate(x)
        kth = F.topk(logits, k=self.k, ret_typ="value", axis=-1).min(axis=1, keepdims=True)
        keep = F.broadcast_greater_equal(logits, kth)
        gates = F.softmax(F.where(keep, logits, F.ones_like(logits) * -1e9), axis=-1)
        stacked = F.stack(*[e(x) for e in self.experts], axis=1)
        return F.sum(F.broadcast_mul(stacked, gates.expand_dims(-1)), axis=1)
