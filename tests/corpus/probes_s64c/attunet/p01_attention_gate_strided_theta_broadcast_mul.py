"""Attention U-Net gate (Oktay et al.): `theta_x` a strided 2x2 conv of the skip to the gating grid, `phi_g` a 1x1 conv of the coarser gating signal, `psi = sigmoid(conv1x1(relu(theta_x + phi_g)))`, resampled to the skip's size by `BilinearResize2D(like=x)` and applied by `F.broadcast_mul(x, alpha)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class AttentionGate(HybridBlock):
    def __init__(self, inter=3, **kwargs):
        super().__init__(**kwargs)
        self.theta = nn.Conv2D(inter, 2, strides=2, use_bias=False)
        self.phi = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)
        self.W = nn.HybridSequential()
        self.W.add(nn.Conv2D(4, 1), nn.BatchNorm())

    def hybrid_forward(self, F, x, g):
        f = F.relu(self.theta(x) + self.phi(g))
        alpha = F.sigmoid(self.psi(f))
        alpha = F.contrib.BilinearResize2D(alpha, like=x, mode="like")
        return self.W(F.broadcast_mul(x, alpha)), alpha


Net = AttentionGate
