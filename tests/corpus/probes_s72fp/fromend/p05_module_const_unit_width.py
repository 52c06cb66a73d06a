"""A projection sized by a keyword default width=1 through a local alias."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):

    def __init__(self, num_vars=3, units=4, width=1):
        super().__init__()
        self.num_vars, self.units = num_vars, units
        self.proj = nn.Dense(width, flatten=False)

    def hybrid_forward(self, F, flat):
        h = self.proj(flat)
        g = F.expand_dims(F.max(flat, axis=-1), -1)
        return h + g

