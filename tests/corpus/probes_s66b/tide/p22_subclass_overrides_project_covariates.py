"""TiDE base calling `self.project_covariates(F, cov)` (a per-step residual block); the subclass overrides
it with a tanh of the same block and `F.reshape(..., shape=(0, -1))` flattening, and the base concatenates
the flat projection with the lookback; the global residual adds equal (B, H) shapes."""
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


class TiDEBase(HybridBlock):
    def __init__(self, horizon=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.feature_proj = ResidualBlock(hidden, 1, flatten=False)
            self.encoder = ResidualBlock(hidden, hidden)
            self.decoder = nn.Dense(horizon)
            self.residual = nn.Dense(horizon)

    def project_covariates(self, F, cov):
        return self.feature_proj(cov).reshape((0, -1))

    def hybrid_forward(self, F, y, cov):
        x = F.concat(y, self.project_covariates(F, cov), dim=1)
        return self.decoder(self.encoder(x)) + self.residual(y)


class TanhProjection(TiDEBase):
    def project_covariates(self, F, cov):
        return F.reshape(F.tanh(self.feature_proj(cov)), shape=(0, -1))


Net = TanhProjection
