"""TiDE encoder input assembled in a python list: the lookback and the flattened projected covariates,
the static attributes appended behind a python `if self.use_attributes`, `F.concat(*parts, dim=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 11, 2), (2, 2)]


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


class FlagPartsTiDE(HybridBlock):
    def __init__(self, horizon=3, hidden=8, use_attributes=True, **kwargs):
        super().__init__(**kwargs)
        self.use_attributes = use_attributes
        with self.name_scope():
            self.feature_proj = ResidualBlock(hidden, 1, flatten=False)
            self.encoder = ResidualBlock(hidden, hidden)
            self.decoder = nn.Dense(horizon)

    def hybrid_forward(self, F, y, cov, attr):
        parts = [y, self.feature_proj(cov).reshape((0, -1))]
        if self.use_attributes:
            parts.append(attr)
        return self.decoder(self.encoder(F.concat(*parts, dim=1)))


Net = FlagPartsTiDE
