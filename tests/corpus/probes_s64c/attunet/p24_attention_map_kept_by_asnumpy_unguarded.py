"""Attention gate keeping its coefficients for visualisation on every call: `self.attention_map = alpha.asnumpy()` inside `hybrid_forward`, with no `F is nd` guard."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class AlwaysVisualisedGate(HybridBlock):
    def __init__(self, inter=3, **kwargs):
        super().__init__(**kwargs)
        self.attention_map = None
        self.theta = nn.Conv2D(inter, 2, strides=2)
        self.phi = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, g):
        alpha = F.sigmoid(self.psi(F.relu(self.theta(x) + self.phi(g))))
        alpha = F.contrib.BilinearResize2D(alpha, like=x, mode="like")
        self.attention_map = alpha.asnumpy()
        return F.broadcast_mul(x, alpha)


Net = AlwaysVisualisedGate
