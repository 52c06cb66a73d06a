"""A one-unit projection (2, 4, 1) beside a total kept over axes (1, 2), (2, 1, 1)."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def __init__(self, units=1):
        super().__init__()
        self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x):
        return self.proj(x) - F.sum(x, axis=(1, 2), keepdims=True)
