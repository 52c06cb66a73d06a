"""PLE gate split into one (B, 1) column per expert with `num_outputs=len(experts)` (a python list),
zipped with the experts and summed by `F.add_n` of `broadcast_mul`s; the experts' mean by
`add_n(...) / len(experts)` beside it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class SplitGateMix(HybridBlock):
    def __init__(self, n_experts=3, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(n_experts):
                self.experts.add(nn.Dense(hidden, activation="relu"))
            self.gate = nn.Dense(n_experts)

    def hybrid_forward(self, F, x):
        experts = [e(x) for e in self.experts]
        gates = F.split(F.softmax(self.gate(x), axis=-1), num_outputs=len(experts), axis=1)
        mixed = F.add_n(*[F.broadcast_mul(g, e) for g, e in zip(gates, experts)])
        mean = F.add_n(*experts) / len(experts)
        return mixed, mean


Net = SplitGateMix
