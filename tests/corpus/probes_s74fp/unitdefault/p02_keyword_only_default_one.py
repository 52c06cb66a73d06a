"""A keyword-only `out=1` builds the projection; a keepdims mean beside it."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def __init__(self, *, out=1, hidden=8):
        super().__init__()
        self.hidden = hidden
        self.proj = nn.Dense(units=out, flatten=False)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        g = F.mean(x, axis=-1, keepdims=True)
        return h - g
