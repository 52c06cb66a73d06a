"""A Dense(units=1, flatten=False) output beside expand_dims of a last-axis sum: (B, T, 1) both."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):

    def __init__(self, num_vars=3, units=1):
        super().__init__()
        self.num_vars, self.units = num_vars, units
        self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, flat):
        h = self.proj(flat)
        g = F.expand_dims(F.sum(flat, axis=-1), -1)
        return h * g

