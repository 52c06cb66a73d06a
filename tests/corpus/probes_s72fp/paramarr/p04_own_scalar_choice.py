"""The block's (1,) Parameter by the choice times a (1,) input."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1,)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, in_units=2)
        self.s = self.params.get("s", shape=(1,))

    def hybrid_forward(self, F, x, s):
        v = self.s.data() if F is nd else self.s.var()
        return x * v

