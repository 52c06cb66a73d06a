"""Attention gate whose coefficients are computed with `nd.sigmoid` (module-level `from mxnet import nd`) inside `hybrid_forward`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class NdSigmoidGate(HybridBlock):
    def __init__(self, inter=3, **kwargs):
        super().__init__(**kwargs)
        self.theta = nn.Conv2D(inter, 2, strides=2)
        self.phi = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, g):
        a = nd.sigmoid(self.psi(F.relu(self.theta(x) + self.phi(g))))
        return F.broadcast_mul(x, F.UpSampling(a, scale=2, sample_type="nearest"))


Net = NdSigmoidGate
