"""SwinIR patch embedding and un-embedding as module functions without F: (B, C, H, W) to (B, H*W, C) by
`reshape((0, 0, -1)).transpose((0, 2, 1))`, and back with the `x_size` tuple given to the constructor
(`reshape((0, dim, x_size[0], x_size[1]))`); an MLP residual of equal shapes between them."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


def patch_embed(x):
    return x.reshape((0, 0, -1)).transpose((0, 2, 1))


def patch_unembed(x, x_size, dim):
    return x.transpose((0, 2, 1)).reshape((0, dim, x_size[0], x_size[1]))


class EmbedUnembed(HybridBlock):
    def __init__(self, img_size=(6, 6), dim=4, **kwargs):
        super().__init__(**kwargs)
        self.x_size = tuple(img_size)
        self.dim = dim
        with self.name_scope():
            self.conv_first = nn.Conv2D(dim, 3, padding=1)
            self.norm = nn.LayerNorm()
            self.mlp = nn.Dense(dim, flatten=False, activation="relu")
            self.conv = nn.Conv2D(dim, 3, padding=1)

    def hybrid_forward(self, F, x):
        feat = self.conv_first(x)
        t = patch_embed(feat)
        t = t + self.mlp(self.norm(t))
        return feat + self.conv(patch_unembed(t, self.x_size, self.dim))


Net = EmbedUnembed
