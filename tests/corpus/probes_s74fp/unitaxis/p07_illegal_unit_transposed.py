"""A one-unit projection transposed to (2, 1, 4) beside a last-axis sum kept (2, 4, 1)."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def __init__(self, units=1):
        super().__init__()
        self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x):
        h = F.transpose(self.proj(x), axes=(0, 2, 1))
        return h * F.sum(x, axis=-1, keepdims=True)
