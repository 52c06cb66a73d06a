"""PLE gate mixing into an accumulator made by a method `_empty(F, x)` that reads `x.shape[0]` for
`F.zeros((batch, hidden))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class ShapeAccumulatorMix(HybridBlock):
    def __init__(self, n_experts=3, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        self.n_experts = n_experts
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(n_experts):
                self.experts.add(nn.Dense(hidden, activation="relu"))
            self.gate = nn.Dense(n_experts)

    def _empty(self, F, x):
        return F.zeros((x.shape[0], self.hidden))

    def hybrid_forward(self, F, x):
        gates = F.split(F.softmax(self.gate(x), axis=-1), num_outputs=self.n_experts, axis=1)
        out = self._empty(F, x)
        for g, e in zip(gates, self.experts):
            out = out + F.broadcast_mul(g, e(x))
        return out


Net = ShapeAccumulatorMix
