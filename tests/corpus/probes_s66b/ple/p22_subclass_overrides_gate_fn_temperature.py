"""PLE base layer calling `self.gate_fn(F, logits)` (a softmax); the subclass overrides it with a
temperature softmax `F.softmax(logits / self.temperature)` and a floor `F.maximum(w, self.floor)`
renormalised by `F.broadcast_div` over its keepdims sum; the number of experts is `len(self.experts)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class GatedExperts(HybridBlock):
    def __init__(self, n_experts=3, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(n_experts):
                self.experts.add(nn.Dense(hidden, activation="relu"))
            self.gate = nn.Dense(n_experts)

    def gate_fn(self, F, logits):
        return F.softmax(logits, axis=-1)

    def hybrid_forward(self, F, x):
        w = self.gate_fn(F, self.gate(x))
        stacked = F.stack(*[e(x) for e in self.experts], axis=1)
        return F.sum(F.broadcast_mul(stacked, w.expand_dims(-1)), axis=1) / len(self.experts)


class TemperatureGate(GatedExperts):
    def __init__(self, temperature=2.0, floor=0.05, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature
        self.floor = floor

    def gate_fn(self, F, logits):
        w = F.maximum(F.softmax(logits / self.temperature, axis=-1), self.floor)
        return F.broadcast_div(w, F.sum(w, axis=-1, keepdims=True))


Net = TemperatureGate
