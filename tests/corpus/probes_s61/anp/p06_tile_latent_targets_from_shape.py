"""ANP decoder tiling the latent over the targets by `z.expand_dims(1).tile((1, x_target.shape[1], 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 7, 1)]


class ShapeTileDecoder(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, z_dim=4, units=8, **kwargs):
        super(ShapeTileDecoder, self).__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.Dense(units, flatten=False, in_units=x_dim + z_dim, activation="relu")
            self.mean = nn.Dense(y_dim, flatten=False, in_units=units)

    def hybrid_forward(self, F, z, x_target):
        zt = z.expand_dims(axis=1).tile((1, x_target.shape[1], 1))
        return self.mean(self.mlp(F.concat(x_target, zt, dim=-1)))


Net = ShapeTileDecoder
