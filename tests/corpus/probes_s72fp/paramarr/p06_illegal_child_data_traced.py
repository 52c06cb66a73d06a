"""A child's weight by data() while traced."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 2)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, in_units=2)
        self.s = self.params.get("s", shape=(1,))

    def hybrid_forward(self, F, x, s):
        return x * self.fc.weight.data()

