"""PLE gate mixing accumulated with `out += F.broadcast_mul(g, e)` into `out = F.zeros_like(experts[0])`
(the first element of a python list of expert outputs)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class IaddExpertMix(HybridBlock):
    def __init__(self, n_experts=3, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.n_experts = n_experts
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(n_experts):
                self.experts.add(nn.Dense(hidden, activation="relu"))
            self.gate = nn.Dense(n_experts)

    def hybrid_forward(self, F, x):
        experts = [e(x) for e in self.experts]
        gates = F.split(F.softmax(self.gate(x), axis=-1), num_outputs=self.n_experts, axis=1)
        out = F.zeros_like(experts[0])
        for g, e in zip(gates, experts):
            out += F.broadcast_mul(g, e)
        return out


Net = IaddExpertMix
