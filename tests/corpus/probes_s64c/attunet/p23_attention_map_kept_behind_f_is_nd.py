"""Attention gate keeping its coefficients for visualisation only when run eagerly: `if F is nd: self.attention_map = alpha.asnumpy()`; the gate's child output tuple read by integer index `res[0]` (a python tuple)."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class Gate(HybridBlock):
    def __init__(self, inter=3, **kwargs):
        super().__init__(**kwargs)
        self.theta = nn.Conv2D(inter, 2, strides=2)
        self.phi = nn.Conv2D(inter, 1)
        self.psi = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, g):
        a = F.sigmoid(self.psi(F.relu(self.theta(x) + self.phi(g))))
        a = F.contrib.BilinearResize2D(a, like=x, mode="like")
        return F.broadcast_mul(x, a), a


class VisualisedGate(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.attention_map = None
        self.gate = Gate()

    def hybrid_forward(self, F, x, g):
        res = self.gate(x, g)
        if F is nd:
            self.attention_map = res[1].asnumpy()
        return res[0]


Net = VisualisedGate
