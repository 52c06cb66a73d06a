"""MoE auxiliary loss: coefficient of variation squared of expert importance, returned with the output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8)]


def cv_squared(F, values, eps=1e-10):
    mean = F.mean(values)
    return F.mean(F.square(F.broadcast_sub(values, mean))) / (F.square(mean) + eps)


class Net(HybridBlock):
    def __init__(self, num_experts=4, units=5, balance_coef=0.01, **kwargs):
        super().__init__(**kwargs)
        self._coef = balance_coef
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=8)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=8))

    def hybrid_forward(self, F, x):
        gates = F.softmax(self.gate(x), axis=-1)                    # B, E
        importance = F.sum(gates, axis=0)                            # E
        stacked = F.stack(*[e(x) for e in self.experts], axis=1)     # B, E, D
        out = F.sum(F.broadcast_mul(stacked, F.expand_dims(gates, axis=2)), axis=1)
        return out, self._coef * cv_squared(F, importance)
