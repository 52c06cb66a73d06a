"""RealNVP channel coupling ported from PyTorch: `x1, x2 = x[:, :c], x[:, c:]` with `c` half the configured channels, legacy subscripts of the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class SubscriptCoupling(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._c = channels // 2
        self.st = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        c = self._c
        x1, x2 = x[:, :c], x[:, c:]
        s, t = F.split(self.st(x1), num_outputs=2, axis=1)
        s = F.tanh(s)
        return F.concat(x1, x2 * F.exp(s) + t, dim=1), F.sum(s, axis=(1, 2, 3))


Net = SubscriptCoupling
