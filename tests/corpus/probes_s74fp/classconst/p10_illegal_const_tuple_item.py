"""`SIZES = (1, 2)`; the projection takes the second item."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    SIZES = (1, 2)

    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(self.SIZES[1], flatten=False)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        g = F.expand_dims(F.sum(x, axis=-1), -1)
        return h * g
