"""MViT base calling `self.pool(F, t, layer)` on K and V; the base pools a (T, H, W) grid by `Conv3D`, the image
subclass overrides `pool` for a (H, W) grid from the constructor with `Conv2D`s, splitting the class token off
by `slice_axis` and rejoining it by `F.concat`; a residual pooling connection of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class MViTBase(HybridBlock):
    def __init__(self, dim=8, grid=(1, 4, 4), **kwargs):
        super().__init__(**kwargs)
        self.grid = tuple(grid)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
            self.pool_k, self.pool_v = self.make_pools(dim)

    def make_pools(self, dim):
        return (nn.Conv3D(dim, 3, strides=(1, 2, 2), padding=1, groups=dim, in_channels=dim),
                nn.Conv3D(dim, 3, strides=(1, 2, 2), padding=1, groups=dim, in_channels=dim))

    def pool(self, F, t, layer):
        grid = t.slice_axis(axis=1, begin=1, end=None).reshape((0,) + self.grid + (-1,)).transpose((0, 4, 1, 2, 3))
        pooled = layer(grid).reshape((0, 0, -1)).transpose((0, 2, 1))
        return F.concat(t.slice_axis(axis=1, begin=0, end=1), pooled, dim=1)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        k, v = self.pool(F, k, self.pool_k), self.pool(F, v, self.pool_v)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        return F.batch_dot(att, v) + q


class ImageMViT(MViTBase):
    def make_pools(self, dim):
        return (nn.Conv2D(dim, 3, strides=2, padding=1, groups=dim, in_channels=dim),
                nn.Conv2D(dim, 3, strides=2, padding=1, groups=dim, in_channels=dim))

    def pool(self, F, t, layer):
        _, h, w = self.grid
        grid = t.slice_axis(axis=1, begin=1, end=None).transpose((0, 2, 1)).reshape((0, 0, h, w))
        pooled = layer(grid).reshape((0, 0, -1)).transpose((0, 2, 1))
        return F.concat(t.slice_axis(axis=1, begin=0, end=1), pooled, dim=1)


Net = ImageMViT
