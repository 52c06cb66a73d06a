"""A child's weight (3, 2) by the data/var choice times an input of that shape."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 2)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, in_units=2)
        self.s = self.params.get("s", shape=(1,))

    def hybrid_forward(self, F, x, s):
        w = self.fc.weight.data() if F is nd else self.fc.weight.var()
        return x * w + s

