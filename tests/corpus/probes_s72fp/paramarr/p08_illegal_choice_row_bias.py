"""A child's (3,) bias by the choice plus a (2, 3) input (broadcast)."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, in_units=2)
        self.s = self.params.get("s", shape=(1,))

    def hybrid_forward(self, F, x, s):
        b = self.fc.bias.data() if F is nd else self.fc.bias.var()
        return x + b

