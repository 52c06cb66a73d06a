"""GFNet patch embedding ported from PyTorch's `x.flatten(2).transpose(1, 2)` as
`x.reshape((x.shape[0], x.shape[1], -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class ShapePatchEmbed(HybridBlock):
    def __init__(self, patch=2, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(dim, patch, strides=patch)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        x = self.proj(x)
        return self.norm(x.reshape((x.shape[0], x.shape[1], -1)).transpose((0, 2, 1)))


Net = ShapePatchEmbed
