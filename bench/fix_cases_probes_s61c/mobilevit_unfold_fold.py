"""A MobileViT block: a local 3x3 conv and a 1x1 projection, the map unfolded into `p x p` patches by
`n, c, h, w = x.shape` and `reshape((n, c, h // p, p, w // p, p))` with the patch size from the
config, a transformer MLP over the patches as `(n * p * p, -1, c)`, folded back to `(n, c, h, w)`
and fused with the input by a concat and a 3x3 conv."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, dim=4, patch_size=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch_size = patch_size
        with self.name_scope():
            self.local = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.proj_in = nn.Conv2D(dim, 1, in_channels=channels)
            self.mlp = nn.Dense(dim, in_units=dim, flatten=False)
            self.proj_out = nn.Conv2D(channels, 1, in_channels=dim)
            self.fusion = nn.Conv2D(channels, 3, padding=1, in_channels=2 * channels)

    def hybrid_forward(self, F, x):
        y = self.proj_in(F.relu(self.local(x)))
        n, c, h, w = y.shape
        p = self.patch_size
        patches = y.reshape((n, c, h // p, p, w // p, p)).transpose((0, 3, 5, 2, 4, 1))
        patches = patches.reshape((n * p * p, -1, c))
        patches = patches + self.mlp(F.LayerNorm(patches, F.ones((c,)), F.zeros((c,))))
        y = patches.reshape((n, p, p, h // p, w // p, c)).transpose((0, 5, 3, 1, 4, 2))
        y = y.reshape((n, c, h, w))
        y = self.proj_out(y)
        return self.fusion(F.concat(x, y, dim=1))
