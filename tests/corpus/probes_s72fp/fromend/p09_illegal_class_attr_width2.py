"""A projection sized by a class attribute OUT = 2 beside expand_dims of a mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    OUT = 2

    def __init__(self, num_vars=3, units=4):
        super().__init__()
        self.num_vars, self.units = num_vars, units
        self.proj = nn.Dense(self.OUT, flatten=False)

    def hybrid_forward(self, F, flat):
        h = self.proj(flat)
        g = F.expand_dims(F.mean(flat, axis=-1), -1)
        return h - g

