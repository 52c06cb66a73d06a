"""`OUT = 2` in the class body."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    OUT = 2

    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(self.OUT, flatten=False)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        g = F.mean(x, axis=-1, keepdims=True)
        return h - g
