"""FCOS head shared across two FPN levels: cls and ltrb towers, one (1,) Scale Parameter per level applied by `broadcast_mul` before `exp`, each level flattened by reshape codes (0, 0, -1) and concatenated on the location axis."""
from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class Scale(HybridBlock):
    def __init__(self, init_value=1.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scale = self.params.get("scale", shape=(1,), init=init.Constant(init_value))

    def hybrid_forward(self, F, x, scale):
        return F.broadcast_mul(x, scale)


class FCOSHead(HybridBlock):
    def __init__(self, channels=4, num_classes=3, num_levels=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(num_classes, 3, padding=1, in_channels=channels)
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=channels)
            self.scales = nn.HybridSequential()
            for _ in range(num_levels):
                self.scales.add(Scale())

    def hybrid_forward(self, F, p3, p4):
        cls_out, reg_out = [], []
        for feat, scale in zip((p3, p4), self.scales):
            cls_out.append(self.cls(feat).reshape((0, 0, -1)))
            reg_out.append(F.exp(scale(self.reg(feat))).reshape((0, 0, -1)))
        return F.concat(*cls_out, dim=2), F.concat(*reg_out, dim=2)


Net = FCOSHead
