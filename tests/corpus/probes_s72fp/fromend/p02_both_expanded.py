"""Both operands expanded on the last axis from (B, T, V) values."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 12)]


class Net(HybridBlock):

    def __init__(self, num_vars=3, units=4):
        super().__init__()
        self.num_vars, self.units = num_vars, units
        self.weights = nn.Dense(num_vars, flatten=False)

    def hybrid_forward(self, F, flat):
        w = F.softmax(self.weights(flat), axis=-1)
        v = flat.reshape((0, 0, -4, self.num_vars, self.units)).sum(axis=-1)
        return F.sum(F.expand_dims(v, -1) * F.expand_dims(w, -1), axis=2)

