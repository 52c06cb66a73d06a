"""MMoE with the gated sum as a batched product: `F.batch_dot(g.expand_dims(1), experts)` of (B, 1, E) and (B, E, D), flattened by `.reshape((x.shape[0], -1))`, then sigmoid task heads."""
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, num_experts=2, num_tasks=2, units=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=6))
            self.gates = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            for _ in range(num_tasks):
                self.gates.add(nn.Dense(num_experts, in_units=6))
                self.heads.add(nn.Dense(1, in_units=units))

    def hybrid_forward(self, F, x):
        experts = F.stack(*[e(x) for e in self.experts], axis=1)
        preds = []
        for gate, head in zip(self.gates, self.heads):
            g = F.softmax(gate(x))
            mixed = F.batch_dot(g.expand_dims(1), experts).reshape((x.shape[0], -1))
            preds.append(F.sigmoid(head(mixed)))
        return preds[0], preds[1]
