"""TiDE decoder output reshaped by `(0,) + self.out_shape` where `out_shape=(horizon, p)` is a shape tuple
given to the constructor; the temporal decoder per step concatenates the (B, H, p) decoding with the
future covariates, cut by a `slice_axis` begin from `-self.out_shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 11, 2)]


class ResidualBlock(HybridBlock):
    """TiDE residual block: Dense-ReLU-Dense with dropout, a linear skip, LayerNorm."""

    def __init__(self, hidden, out, flatten=True, dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense1 = nn.Dense(hidden, activation="relu", flatten=flatten)
            self.dense2 = nn.Dense(out, flatten=flatten)
            self.skip = nn.Dense(out, flatten=flatten)
            self.drop = nn.Dropout(dropout)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        return self.norm(self.drop(self.dense2(self.dense1(x))) + self.skip(x))


class ShapeTupleTiDE(HybridBlock):
    def __init__(self, out_shape=(3, 2), hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.out_shape = tuple(out_shape)
        with self.name_scope():
            self.feature_proj = ResidualBlock(hidden, 1, flatten=False)
            self.decoder = ResidualBlock(hidden, out_shape[0] * out_shape[1])
            self.temporal = ResidualBlock(hidden, 1, flatten=False)

    def hybrid_forward(self, F, y, cov):
        proj = self.feature_proj(cov)
        g = self.decoder(F.concat(y, proj.reshape((0, -1)), dim=1)).reshape((0,) + self.out_shape)
        fut = F.slice_axis(proj, axis=1, begin=-self.out_shape[0], end=None)
        return self.temporal(F.concat(g, fut, dim=2)).reshape((0, -1))


Net = ShapeTupleTiDE
