"""Squeeze-and-excitation in MBConv with the (N, C, 1, 1) gate applied by a plain `*` to the (N, C, H, W) map
(broadcasts eagerly; the traced elementwise product needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class PlainSE(HybridBlock):
    def __init__(self, c=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dw = nn.Conv2D(c, 3, padding=1, groups=c, in_channels=c)
            self.se_reduce = nn.Conv2D(2, 1, in_channels=c)
            self.se_expand = nn.Conv2D(c, 1, in_channels=2)

    def hybrid_forward(self, F, x):
        h = self.dw(x)
        s = F.sigmoid(self.se_expand(F.relu(self.se_reduce(F.mean(h, axis=(2, 3), keepdims=True)))))
        return x + h * s


Net = PlainSE
