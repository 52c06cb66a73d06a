"""Numpy-mode mixture of experts: top-2 gate columns read as `gates[:, i]`, expert list iterated."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(6, 8)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self, num_experts=3, units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=8)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=8))

    def hybrid_forward(self, F, x):
        gates = F.npx.softmax(self.gate(x), axis=-1)
        out = 0
        for i, expert in enumerate(self.experts):
            out = out + gates[:, i:i + 1] * expert(x)
        return out, gates.sum(axis=0) / gates.sum()
