"""MaxViT's MBConv: BatchNorm, a 1x1 expansion, a depthwise 3x3 conv, squeeze-and-excitation (`F.mean` over H
and W with `keepdims=True`, two 1x1 convs, a sigmoid, applied by `F.broadcast_mul`), a 1x1 projection and a
plain `+` residual of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class MBConv(HybridBlock):
    def __init__(self, c=4, expand=4, se_ratio=0.25, **kwargs):
        super().__init__(**kwargs)
        hidden = c * expand
        with self.name_scope():
            self.bn = nn.BatchNorm(in_channels=c)
            self.expand = nn.Conv2D(hidden, 1, in_channels=c)
            self.dw = nn.Conv2D(hidden, 3, padding=1, groups=hidden, in_channels=hidden)
            self.se_reduce = nn.Conv2D(max(1, int(c * se_ratio)), 1, in_channels=hidden)
            self.se_expand = nn.Conv2D(hidden, 1, in_channels=max(1, int(c * se_ratio)))
            self.project = nn.Conv2D(c, 1, in_channels=hidden)

    def hybrid_forward(self, F, x):
        h = F.LeakyReLU(self.dw(F.LeakyReLU(self.expand(self.bn(x)), act_type="gelu")), act_type="gelu")
        s = F.mean(h, axis=(2, 3), keepdims=True)
        s = F.sigmoid(self.se_expand(F.Activation(self.se_reduce(s), act_type="relu")))
        return x + self.project(F.broadcast_mul(h, s))


Net = MBConv
