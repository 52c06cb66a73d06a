"""`units=WIDTH` by keyword, WIDTH = 1."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


WIDTH = 1


class Net(HybridBlock):
    def __init__(self, hidden=8):
        super().__init__()
        self.hidden = hidden
        self.proj = nn.Dense(units=WIDTH, flatten=False)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        g = F.mean(x, axis=-1, keepdims=True)
        return h - g
