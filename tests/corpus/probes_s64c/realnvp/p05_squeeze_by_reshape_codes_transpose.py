"""RealNVP squeeze (space-to-channel, 2x2): `x.reshape((0, 0, -4, -1, 2, -4, -1, 2))` to (N, C, H/2, 2, W/2, 2), `transpose((0, 1, 3, 5, 2, 4))`, and two `reshape((0, -3, -2))` merging to (N, 4C, H/2, W/2); then a channel coupling on the squeezed tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 4, 4)]


class SqueezeCoupling(HybridBlock):
    def __init__(self, channels=1, **kwargs):
        super().__init__(**kwargs)
        self.st = nn.Conv2D(4 * channels, 3, padding=1)

    def squeeze(self, F, x):
        x = x.reshape((0, 0, -4, -1, 2, -4, -1, 2)).transpose((0, 1, 3, 5, 2, 4))
        return x.reshape((0, -3, -2)).reshape((0, -3, -2))

    def hybrid_forward(self, F, x):
        z = self.squeeze(F, x)
        z1, z2 = F.split(z, num_outputs=2, axis=1)
        s, t = F.split(self.st(z1), num_outputs=2, axis=1)
        s = F.tanh(s)
        return F.concat(z1, z2 * F.exp(s) + t, dim=1), F.sum(s, axis=(1, 2, 3))


Net = SqueezeCoupling
