"""Switch routing: top-1 expert by argmax, its probability by pick, the expert output picked from the stack."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8)]


class Net(HybridBlock):
    def __init__(self, num_experts=4, units=8, jitter=0.0, **kwargs):
        super().__init__(**kwargs)
        self._jitter = jitter
        self._num_experts = num_experts
        with self.name_scope():
            self.router = nn.Dense(num_experts, in_units=8)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, activation="relu", in_units=8))

    def hybrid_forward(self, F, tokens):
        if self._jitter > 0:
            tokens = tokens * (1 + self._jitter)
        probs = F.softmax(self.router(tokens), axis=-1)
        choice = F.argmax(probs, axis=-1)                                     # B
        gate = F.pick(probs, choice, axis=-1, keepdims=True)                  # B, 1
        stacked = F.stack(*[expert(tokens) for expert in self.experts], axis=1)    # B, E, D
        route = F.expand_dims(F.one_hot(choice, depth=self._num_experts), axis=-1)  # B, E, 1
        picked = F.sum(F.broadcast_mul(stacked, route), axis=1)               # B, D
        return F.broadcast_mul(gate, picked)
