"""TiDE: covariates (past and future, (B, L + H, r)) projected per step by a residual block, flattened by
`reshape((0, -1))` and concatenated with the lookback and the static attributes, a dense encoder of two
residual blocks, a decoder to `horizon * p` reshaped to (B, H, p), the temporal decoder over each step
with its projected future covariates (`slice_axis` with a negative begin), and the global linear residual
from the lookback added to the (B, H) output."""
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


class TiDE(HybridBlock):
    def __init__(self, horizon=3, p=2, hidden=8, r_tilde=1, **kwargs):
        super().__init__(**kwargs)
        self.horizon = horizon
        self.p = p
        with self.name_scope():
            self.feature_proj = ResidualBlock(hidden, r_tilde, flatten=False)
            self.encoder = nn.HybridSequential()
            self.encoder.add(ResidualBlock(hidden, hidden), ResidualBlock(hidden, hidden))
            self.decoder = ResidualBlock(hidden, horizon * p)
            self.temporal = ResidualBlock(hidden, 1, flatten=False)
            self.residual = nn.Dense(horizon)

    def hybrid_forward(self, F, y, cov, attr):
        proj = self.feature_proj(cov)
        e = self.encoder(F.concat(y, proj.reshape((0, -1)), attr, dim=1))
        g = self.decoder(e).reshape((0, self.horizon, self.p))
        fut = F.slice_axis(proj, axis=1, begin=-self.horizon, end=None)
        out = self.temporal(F.concat(g, fut, dim=2)).reshape((0, -1))
        return out + self.residual(y)


Net = TiDE
