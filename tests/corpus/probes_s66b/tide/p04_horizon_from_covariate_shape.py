"""TiDE temporal decoder whose future covariates are cut in a method `_future(F, proj, y)` with the
horizon computed as `proj.shape[1] - y.shape[1]`."""
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


class ShapeHorizonTiDE(HybridBlock):
    def __init__(self, horizon=3, p=2, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.horizon = horizon
        self.p = p
        with self.name_scope():
            self.feature_proj = ResidualBlock(hidden, 1, flatten=False)
            self.decoder = ResidualBlock(hidden, horizon * p)
            self.temporal = ResidualBlock(hidden, 1, flatten=False)

    def _future(self, F, proj, y):
        h = proj.shape[1] - y.shape[1]
        return F.slice_axis(proj, axis=1, begin=-h, end=None)

    def hybrid_forward(self, F, y, cov):
        proj = self.feature_proj(cov)
        g = self.decoder(F.concat(y, proj.reshape((0, -1)), dim=1)).reshape((0, self.horizon, self.p))
        return self.temporal(F.concat(g, self._future(F, proj, y), dim=2)).reshape((0, -1))


Net = ShapeHorizonTiDE
