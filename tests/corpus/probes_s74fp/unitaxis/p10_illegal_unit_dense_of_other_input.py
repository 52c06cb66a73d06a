"""A one-unit projection of y (2, 1, 3) beside x's last-axis mean kept (2, 4, 1)."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3), (2, 1, 3)]


class Net(HybridBlock):
    def __init__(self, units=1):
        super().__init__()
        self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x, y):
        return self.proj(y) * F.mean(x, axis=-1, keepdims=True)
