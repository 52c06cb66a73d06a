"""Dense mixture of experts weighting each expert by the gate column `gates[:, i:i + 1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8)]


class Net(HybridBlock):
    def __init__(self, num_experts=3, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=8)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=8))

    def hybrid_forward(self, F, x):
        gates = F.softmax(self.gate(x), axis=-1)
        out = 0
        for i, expert in enumerate(self.experts):
            out = out + F.broadcast_mul(gates[:, i:i + 1], expert(x))
        return out
