"""MobileViTv2 transformer layer, pre-norm residuals: `x + self.attn(self.norm1(x))` and `x + self.ffn(self.norm2(x))` where both branches end in a 1x1 conv back to the input's channels (same shape: a plain `+` is legal), GroupNorm(1) as LayerNorm2d."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 16)]


class TransformerLayer(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.norm1 = nn.GroupNorm(num_groups=1)
        self.norm2 = nn.GroupNorm(num_groups=1)
        self.attn = nn.Conv2D(dim, 1, in_channels=dim)
        self.ffn = nn.HybridSequential()
        self.ffn.add(nn.Conv2D(2 * dim, 1, in_channels=dim, activation="relu"), nn.Conv2D(dim, 1, in_channels=2 * dim))

    def hybrid_forward(self, F, x):
        x = x + self.attn(self.norm1(x))
        x = x + self.ffn(self.norm2(x))
        return x


Net = TransformerLayer
