"""SwinIR `forward_features(x, x_size)` called with `x_size = (x.shape[2], x.shape[3])` computed in
`hybrid_forward`, the size tuple then used by the patch un-embedding helper."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


def patch_unembed(x, x_size, dim):
    return x.transpose((0, 2, 1)).reshape((0, dim, x_size[0], x_size[1]))


class ShapeSizeFeatures(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.conv_first = nn.Conv2D(dim, 3, padding=1)
            self.norm = nn.LayerNorm()
            self.conv_after = nn.Conv2D(dim, 3, padding=1)

    def forward_features(self, x, x_size):
        t = self.norm(x.reshape((0, 0, -1)).transpose((0, 2, 1)))
        return patch_unembed(t, x_size, self.dim)

    def hybrid_forward(self, F, x):
        feat = self.conv_first(x)
        x_size = (x.shape[2], x.shape[3])
        return feat + self.conv_after(self.forward_features(feat, x_size))


Net = ShapeSizeFeatures
