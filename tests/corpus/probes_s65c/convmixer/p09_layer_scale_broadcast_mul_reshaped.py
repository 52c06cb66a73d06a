"""ConvMixer layer scale kept as a (C,) Parameter and brought to (1, C, 1, 1) by `reshape((1, -1, 1, 1))`, applied with `F.broadcast_mul`; the residual a plain `+` of equal shapes."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class BroadcastScaleMixer(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)
        self.gamma = self.params.get("gamma", shape=(dim,), init=init.Constant(0.1))

    def hybrid_forward(self, F, x, gamma):
        y = F.LeakyReLU(self.dw(x), act_type="gelu")
        return x + F.broadcast_mul(gamma.reshape((1, -1, 1, 1)), y)


Net = BroadcastScaleMixer
