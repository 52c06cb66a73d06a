"""SegFormer overlapping patch embedding returning `x, H, W` with H, W read from the conv output's
shape (the PyTorch reference `_, _, H, W = x.shape`), used to fold the tokens back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class OverlapPatchEmbed(HybridBlock):
    def __init__(self, patch=7, stride=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Conv2D(dim, patch, strides=stride, padding=patch // 2)
            self.norm = nn.LayerNorm()

    def embed(self, F, x):
        x = self.proj(x)
        _, _, H, W = x.shape
        return self.norm(x.reshape((0, 0, -1)).transpose((0, 2, 1))), H, W

    def hybrid_forward(self, F, x):
        tokens, H, W = self.embed(F, x)
        return tokens.transpose((0, 2, 1)).reshape((0, 0, H, W))


Net = OverlapPatchEmbed
