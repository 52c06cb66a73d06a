"""PLE gate mixing in a module helper without F: `(experts * gate.expand_dims(-1)).sum(axis=1)`, a plain
`*` of the (B, E, H) stacked experts and the (B, E, 1) gate."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


def mix(experts, gate):
    return (experts * gate.expand_dims(-1)).sum(axis=1)


class PlainMixCGC(HybridBlock):
    def __init__(self, n_tasks=2, n_experts=3, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.experts = nn.HybridSequential()
            self.gates = nn.HybridSequential()
            for _ in range(n_experts):
                self.experts.add(nn.Dense(hidden, activation="relu"))
            for _ in range(n_tasks):
                self.gates.add(nn.Dense(n_experts))

    def hybrid_forward(self, F, x):
        experts = F.stack(*[e(x) for e in self.experts], axis=1)
        return tuple(mix(experts, F.softmax(g(x), axis=-1)) for g in self.gates)


Net = PlainMixCGC
