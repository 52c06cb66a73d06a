"""A child's weight by the choice, broadcast explicitly over a (2, 3, 2) input."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, in_units=2)
        self.s = self.params.get("s", shape=(1,))

    def hybrid_forward(self, F, x, s):
        w = self.fc.weight.data() if F is nd else self.fc.weight.var()
        return F.broadcast_mul(x, w.expand_dims(0))

