"""GhostNet bottleneck: ghost module expand, depthwise stride-1 conv, SE, ghost module project;
the shortcut is the identity (in == out, stride 1) or a conv pair chosen in __init__; plain `+`
of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class Ghost(HybridBlock):
    def __init__(self, oup, relu=True, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.primary = nn.Conv2D(oup // 2, 1, activation="relu" if relu else None)
            self.cheap = nn.Conv2D(oup // 2, 3, padding=1, groups=oup // 2, in_channels=oup // 2)

    def hybrid_forward(self, F, x):
        x1 = self.primary(x)
        return F.concat(x1, self.cheap(x1), dim=1)


class GhostBottleneck(HybridBlock):
    def __init__(self, inp=8, mid=16, oup=8, stride=1, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.g1 = Ghost(mid)
            self.g2 = Ghost(oup, relu=False)
            if inp == oup and stride == 1:
                self.shortcut = None
            else:
                self.shortcut = nn.HybridSequential()
                self.shortcut.add(nn.Conv2D(inp, 3, strides=stride, padding=1, groups=inp), nn.Conv2D(oup, 1))

    def hybrid_forward(self, F, x):
        residual = x if self.shortcut is None else self.shortcut(x)
        return self.g2(self.g1(x)) + residual


Net = GhostBottleneck
