"""TiDE temporal decoder taking the future projected covariates by a python subscript
`proj[:, -self.horizon:]` (a legacy subscript in the graph)."""
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


class SubscriptFutureTiDE(HybridBlock):
    def __init__(self, horizon=3, p=2, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.horizon = horizon
        self.p = p
        with self.name_scope():
            self.feature_proj = ResidualBlock(hidden, 1, flatten=False)
            self.decoder = ResidualBlock(hidden, horizon * p)
            self.temporal = ResidualBlock(hidden, 1, flatten=False)

    def hybrid_forward(self, F, y, cov):
        proj = self.feature_proj(cov)
        g = self.decoder(F.concat(y, proj.reshape((0, -1)), dim=1)).reshape((0, self.horizon, self.p))
        return self.temporal(F.concat(g, proj[:, -self.horizon:], dim=2)).reshape((0, -1))


Net = SubscriptFutureTiDE
