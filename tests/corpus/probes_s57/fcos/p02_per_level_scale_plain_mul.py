"""FCOS regression branch scaled per level by `F.exp(reg * scale)`, the (1,) scale Parameter times the (B, 4, H, W) map with a plain `*` inside the Scale child."""
from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class Scale(HybridBlock):
    def __init__(self, init_value=1.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scale = self.params.get("scale", shape=(1,), init=init.Constant(init_value))

    def hybrid_forward(self, F, x, scale):
        return x * scale


class FCOSReg(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=channels)
            self.scale3 = Scale()
            self.scale4 = Scale()

    def hybrid_forward(self, F, p3, p4):
        r3 = F.exp(self.scale3(self.reg(p3)))
        r4 = F.exp(self.scale4(self.reg(p4)))
        return F.concat(r3.reshape((0, 0, -1)), r4.reshape((0, 0, -1)), dim=2)


Net = FCOSReg
