"""Attention gate with coefficients normalised to sum to one over the map (the softmax-like variant): `a / F.sum(a, axis=(2, 3), keepdims=True)`, a plain division of (N, 1, H, W) by (N, 1, 1, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class NormalisedGate(HybridBlock):
    def __init__(self, inter=3, **kwargs):
        super().__init__(**kwargs)
        self.theta = nn.Conv2D(inter, 2, strides=2)
        self.phi = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, g):
        a = F.sigmoid(self.psi(F.relu(self.theta(x) + self.phi(g))))
        a = a / F.sum(a, axis=(2, 3), keepdims=True)
        return F.broadcast_mul(x, F.UpSampling(a, scale=2, sample_type="nearest"))


Net = NormalisedGate
