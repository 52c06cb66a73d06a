"""A one-unit projection (2, 4, 1) beside a mean kept over axis -2, (2, 1, 3)."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def __init__(self, units=1):
        super().__init__()
        self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x):
        return self.proj(x) * F.mean(x, axis=-2, keepdims=True)
