"""Attention gate ported from Keras: the gating signal resized with `height=x.shape[2], width=x.shape[3]` before the additive attention."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class ShapeResizedGate(HybridBlock):
    def __init__(self, inter=3, **kwargs):
        super().__init__(**kwargs)
        self.wx = nn.Conv2D(inter, 1)
        self.wg = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, g):
        g = F.contrib.BilinearResize2D(g, height=x.shape[2], width=x.shape[3])
        a = F.sigmoid(self.psi(F.relu(self.wx(x) + self.wg(g))))
        return F.broadcast_mul(x, a)


Net = ShapeResizedGate
