"""Spiral convolution (SpiralNet++): each vertex's fixed spiral of neighbour indices gathered by `F.take` on the flattened spiral constant, reshaped with codes `(0, V, -1)`, mixed by a flatten-free Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]

SPIRALS = [[i, (i + 1) % 5, (i + 4) % 5, (i + 2) % 5] for i in range(5)]


class SpiralConv(HybridBlock):
    def __init__(self, spirals=SPIRALS, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.v = len(spirals)
        with self.name_scope():
            self.idx = self.params.get_constant("idx", [j for s in spirals for j in s])
            self.fc = nn.Dense(channels, flatten=False)

    def hybrid_forward(self, F, x, idx):
        g = F.take(x, idx, axis=1)
        return self.fc(g.reshape((0, self.v, -1)))


Net = SpiralConv
