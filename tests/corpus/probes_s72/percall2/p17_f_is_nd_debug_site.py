"""Legal: `_diff(F, a, b)` is called a second time only under `if F is nd:` (an eager check with a
(B, 1, H, W) mean that NDArray broadcasting accepts); the traced call subtracts equal shapes."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


def _diff(F, a, b):
    return a - b


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, x):
        y = self.conv(x)
        if F is nd:
            spread = _diff(F, y, y.mean(axis=1, keepdims=True))
            assert spread.abs().max().asscalar() < 1e6
        return _diff(F, y, x)
