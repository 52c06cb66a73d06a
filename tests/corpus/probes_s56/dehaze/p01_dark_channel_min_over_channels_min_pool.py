"""Dark channel prior: min over RGB (`keepdims`), then a min filter written as `-Pooling(-x, max)`; transmission `1 - w * dark`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 12, 12)]


def dark_channel(F, x, patch=7):
    m = F.min(x, axis=1, keepdims=True)
    return -F.Pooling(-m, kernel=(patch, patch), stride=(1, 1), pad=(patch // 2, patch // 2), pool_type="max")


class DarkChannelTransmission(HybridBlock):
    def __init__(self, omega=0.95, patch=7, **kwargs):
        super().__init__(**kwargs)
        self.omega = omega
        self.patch = patch

    def hybrid_forward(self, F, hazy):
        return 1.0 - self.omega * dark_channel(F, hazy, self.patch)


Net = DarkChannelTransmission
