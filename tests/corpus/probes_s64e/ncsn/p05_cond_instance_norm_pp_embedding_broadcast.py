"""NCSN conditional instance norm++ residual unit: `InstanceNorm(h)` of (N, C, H, W), gamma/beta from an `Embedding(levels, 2C)` of the label split by `F.split(..., num_outputs=2, axis=1)` and reshaped to (N, C, 1, 1) by `reshape((0, 0, 1, 1))`, applied by `broadcast_mul`/`broadcast_add`, then `h + self.conv(F.LeakyReLU(normed, act_type="elu"))` (equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2,)]


class CondResUnit(HybridBlock):
    def __init__(self, channels=4, levels=5, **kwargs):
        super().__init__(**kwargs)
        self._l = levels
        self.norm = nn.InstanceNorm(in_channels=channels, center=False, scale=False)
        self.embed = nn.Embedding(levels, 2 * channels)
        self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, h, labels):
        lab = F.clip(F.floor((labels + 1) * (self._l / 2)), 0, self._l - 1)
        gamma, beta = F.split(self.embed(lab), num_outputs=2, axis=1)
        normed = F.broadcast_add(F.broadcast_mul(self.norm(h), gamma.reshape((0, 0, 1, 1))), beta.reshape((0, 0, 1, 1)))
        return h + self.conv(F.LeakyReLU(normed, act_type="elu"))


Net = CondResUnit
