"""Variable selection with units=1: (B, T, V, 1) times expand_dims of (B, T, V) weights, equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):

    def __init__(self, num_vars=3, units=1):
        super().__init__()
        self.num_vars, self.units = num_vars, units
        self.weights = nn.Dense(num_vars, flatten=False)

    def hybrid_forward(self, F, flat):
        w = F.softmax(self.weights(flat), axis=-1)
        vars_ = flat.reshape((0, 0, -4, self.num_vars, self.units))
        return F.sum(vars_ * F.expand_dims(w, -1), axis=2)

