"""`OUT = 1`, and a sibling constant `IN = 3` naming the input size."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    OUT = 1
    IN = 3

    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(self.OUT, flatten=False, in_units=self.IN)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        g = F.expand_dims(F.sum(x, axis=-1), -1)
        return h * g
