"""PLE gate columns taken by python slices `gate[:, i:i + 1]` in a list comprehension (a legacy
subscript) before the per-expert `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class SubscriptGateColumns(HybridBlock):
    def __init__(self, n_experts=3, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.n_experts = n_experts
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(n_experts):
                self.experts.add(nn.Dense(hidden, activation="relu"))
            self.gate = nn.Dense(n_experts)

    def hybrid_forward(self, F, x):
        gate = F.softmax(self.gate(x), axis=-1)
        cols = [gate[:, i:i + 1] for i in range(self.n_experts)]
        return F.add_n(*[F.broadcast_mul(c, e(x)) for c, e in zip(cols, self.experts)])


Net = SubscriptGateColumns
