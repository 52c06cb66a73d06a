"""Top-1 MoE that records how often each expert is chosen, for logging, only when it runs eagerly: the `asnumpy()` bookkeeping sits behind `if F is mx.nd:`, the routed output is built from `one_hot` masks and `broadcast_mul` on both backends."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, num_experts=3, **kwargs):
        super().__init__(**kwargs)
        self.num_experts = num_experts
        self.usage = np.zeros(num_experts)
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=units)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=units))

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.gate(x), axis=-1)
        mask = F.one_hot(F.argmax(probs, axis=-1), self.num_experts)
        if F is mx.nd:
            self.usage += mask.asnumpy().sum(axis=0)
        stacked = F.stack(*[e(x) for e in self.experts], axis=1)
        return F.sum(F.broadcast_mul(stacked, (probs * mask).expand_dims(-1)), axis=1)
