"""A DaViT dual block: a python tuple of attention kinds decides the order, each branch a pre-norm residual
of equal shapes; the spatial branch a Dense over (B, N, C) tokens, the channel branch a Dense over the
transposed (B, C, N) view."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class DualBlock(HybridBlock):
    def __init__(self, dim=8, num_tokens=6, order=("spatial", "channel"), **kwargs):
        super().__init__(**kwargs)
        self.order = order
        with self.name_scope():
            self.norm_s = nn.LayerNorm(in_channels=dim)
            self.norm_c = nn.LayerNorm(in_channels=dim)
            self.spatial = nn.Dense(dim, flatten=False)
            self.channel = nn.Dense(num_tokens, flatten=False)

    def hybrid_forward(self, F, x):
        for kind in self.order:
            if kind == "spatial":
                x = x + self.spatial(self.norm_s(x))
            else:
                x = x + self.channel(self.norm_c(x).transpose((0, 2, 1))).transpose((0, 2, 1))
        return x


Net = DualBlock
