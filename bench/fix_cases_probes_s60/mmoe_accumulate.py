"""MMoE as TF-to-MXNet ports write the mixture: an accumulator `F.zeros((x.shape[0], self.units))`, each expert added by `mix += gate[:, i:i + 1] * expert(x)` over `range(len(self.experts))`."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_experts=3, units=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=4, activation='relu'))
            self.gate = nn.Dense(num_experts, in_units=4)
            self.tower = nn.Dense(1, in_units=units)

    def hybrid_forward(self, F, x):
        gate = F.softmax(self.gate(x), axis=1)
        mix = F.zeros((x.shape[0], self.units))
        for i in range(len(self.experts)):
            mix += gate[:, i:i + 1] * self.experts[i](x)
        return self.tower(mix)
