"""units=1 by default but doubled before the layer is built."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def __init__(self, units=1):
        super().__init__()
        units = units * 2
        self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        g = F.expand_dims(F.sum(x, axis=-1), -1)
        return h * g
