"""SegFormer overlapping patch embedding: Conv2D(k=7, s=4, pad=3), the map flattened to tokens by
`reshape((0, 0, -1))` and `transpose((0, 2, 1))`, LayerNorm; tokens back to a map with the size the
constructor computed from the image size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class OverlapPatchEmbed(HybridBlock):
    def __init__(self, img_size=16, patch=7, stride=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.h = self.w = img_size // stride
        with self.name_scope():
            self.proj = nn.Conv2D(dim, patch, strides=stride, padding=patch // 2)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        x = self.proj(x)
        tokens = self.norm(x.reshape((0, 0, -1)).transpose((0, 2, 1)))
        return tokens.transpose((0, 2, 1)).reshape((0, 0, self.h, self.w))


Net = OverlapPatchEmbed
