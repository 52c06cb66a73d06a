"""Attention gate of the "resize the gating signal" kind: `g` upsampled to the skip's size by `BilinearResize2D(g, like=x, mode="like")` before the 1x1 convs, additive attention `relu(W_x x + W_g g)` of equal shapes, `sigmoid(psi)` broadcast over the skip's channels by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class ResizedGate(HybridBlock):
    def __init__(self, inter=3, **kwargs):
        super().__init__(**kwargs)
        self.wx = nn.Conv2D(inter, 1)
        self.wg = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, g):
        g = F.contrib.BilinearResize2D(g, like=x, mode="like")
        a = F.sigmoid(self.psi(F.relu(self.wx(x) + self.wg(g))))
        return F.broadcast_mul(x, a)


Net = ResizedGate
