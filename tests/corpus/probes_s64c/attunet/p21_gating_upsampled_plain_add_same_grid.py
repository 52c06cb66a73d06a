"""Attention gate at the skip's resolution: `phi_g` of the gating signal upsampled by `UpSampling(scale=2)` to the skip's grid, `theta_x` a stride-1 1x1 conv, their plain `+` of equal (N, inter, H, W) shapes, the sigmoid coefficients (N, 1, H, W) applied by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class SameGridGate(HybridBlock):
    def __init__(self, inter=3, **kwargs):
        super().__init__(**kwargs)
        self.theta = nn.Conv2D(inter, 1)
        self.phi = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, g):
        phi_g = F.UpSampling(self.phi(g), scale=2, sample_type="nearest")
        a = F.sigmoid(self.psi(F.relu(self.theta(x) + phi_g)))
        return F.broadcast_mul(x, a)


Net = SameGridGate
