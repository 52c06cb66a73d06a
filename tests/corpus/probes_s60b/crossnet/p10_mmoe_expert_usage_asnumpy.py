"""MMoE recording expert utilisation for logging: `self.usage = gate.mean(axis=0).asnumpy()` inside `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class LoggedMMoE(HybridBlock):
    def __init__(self, in_units=6, num_experts=3, expert_units=5, **kwargs):
        super().__init__(**kwargs)
        self.usage = None
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(expert_units, activation="relu", in_units=in_units))
            self.gate = nn.Dense(num_experts, in_units=in_units)

    def hybrid_forward(self, F, x):
        experts = F.stack(*[expert(x) for expert in self.experts], axis=1)
        gate = F.softmax(self.gate(x), axis=-1)
        self.usage = gate.mean(axis=0).asnumpy()
        return F.sum(F.broadcast_mul(gate.expand_dims(2), experts), axis=1)


Net = LoggedMMoE
