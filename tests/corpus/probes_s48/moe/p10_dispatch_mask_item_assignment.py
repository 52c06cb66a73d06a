"""Top-1 dispatch mask built by item assignment: `mask = F.zeros_like(logits)` then `mask[:, e] = (top == e)` for each expert in a python loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, num_experts=3, **kwargs):
        super().__init__(**kwargs)
        self.num_experts = num_experts
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=units)

    def hybrid_forward(self, F, x):
        logits = self.gate(x)
        top = F.argmax(logits, axis=-1)
        mask = F.zeros_like(logits)
        for e in range(self.num_experts):
            mask[:, e] = top == e
        return F.softmax(logits, axis=-1) * mask
