"""Dense(1, flatten=False) of x beside x's last-axis norm kept."""
# pattern: probes_s72fp/fromend (H531), a TFT-style one-unit projection beside a reduced input
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x):
        return self.proj(x) / F.norm(x, axis=-1, keepdims=True)
