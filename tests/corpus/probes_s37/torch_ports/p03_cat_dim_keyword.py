"""`torch.cat([a, b], dim=1)` ported to F.concat with MXNet's own `dim=` keyword."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.a = nn.Dense(2)
        self.b = nn.Dense(2)

    def hybrid_forward(self, F, x):
        return F.concat(self.a(x), self.b(x), dim=1)
