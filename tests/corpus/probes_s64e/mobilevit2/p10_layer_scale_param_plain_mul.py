"""MobileViT block with a layer-scale Parameter `gamma` of shape (1, C, 1, 1) multiplied onto the (N, C, H, W) branch by a plain `*` as timm writes `x * self.gamma` (a Symbol product wants equal shapes)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class LayerScale(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.conv = nn.Conv2D(dim, 3, padding=1, in_channels=dim)
        self.gamma = self.params.get("gamma", shape=(1, dim, 1, 1), init=init.Constant(1e-1))

    def hybrid_forward(self, F, x, gamma):
        return x + self.conv(x) * gamma


Net = LayerScale
