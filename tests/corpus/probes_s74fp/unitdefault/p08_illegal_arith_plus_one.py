"""The size is `units + 1` with units=1: two units."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def __init__(self, units=1):
        super().__init__()
        self.proj = nn.Dense(units + 1, flatten=False)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        g = F.mean(x, axis=-1, keepdims=True)
        return h - g
