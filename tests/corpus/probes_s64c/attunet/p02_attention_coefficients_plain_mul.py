"""Attention U-Net gate ported from PyTorch's `x * psi`: the (N, C, H, W) skip times the (N, 1, H, W) upsampled attention coefficients by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class PlainMulGate(HybridBlock):
    def __init__(self, inter=3, **kwargs):
        super().__init__(**kwargs)
        self.theta = nn.Conv2D(inter, 2, strides=2, use_bias=False)
        self.phi = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, g):
        psi = F.sigmoid(self.psi(F.relu(self.theta(x) + self.phi(g))))
        psi = F.UpSampling(psi, scale=2, sample_type="nearest")
        return x * psi


Net = PlainMulGate
