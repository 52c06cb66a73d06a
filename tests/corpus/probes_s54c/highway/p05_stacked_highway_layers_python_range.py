"""Character-CNN highway stack (ELMo style): `num_layers` highway layers held in two `HybridSequential` containers, indexed in a python `range` loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10)]


class HighwayStack(HybridBlock):
    def __init__(self, dim=10, num_layers=3, **kwargs):
        super().__init__(**kwargs)
        self.num_layers = num_layers
        with self.name_scope():
            self.proj = nn.HybridSequential()
            self.gates = nn.HybridSequential()
            for _ in range(num_layers):
                self.proj.add(nn.Dense(dim))
                self.gates.add(nn.Dense(dim))

    def hybrid_forward(self, F, x):
        for i in range(self.num_layers):
            g = F.sigmoid(self.gates[i](x))
            x = g * x + (1 - g) * F.relu(self.proj[i](x))
        return x


Net = HighwayStack
