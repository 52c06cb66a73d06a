"""Numpy-mode TiDE with `@use_np` on a `hybrid_forward`: instance normalisation by plain broadcasting
operators `(y - mu) / sd` of the (B, L) lookback and (B, 1) statistics, the future covariates by a python
slice `cov[:, -self.horizon:]`, the forecast de-normalised by `out * sd + mu` -- legal on numpy-mode
symbols."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 8), (2, 11, 2)]


@use_np
class NumpyRevinTiDE(HybridBlock):
    def __init__(self, horizon=3, hidden=8, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.horizon = horizon
        self.eps = eps
        with self.name_scope():
            self.encoder = nn.Dense(hidden, activation="relu", in_units=8 + 22)
            self.decoder = nn.Dense(horizon, in_units=hidden)
            self.temporal = nn.Dense(1, flatten=False, in_units=3)

    def hybrid_forward(self, F, y, cov):
        mu = y.mean(axis=1, keepdims=True)
        sd = F.np.sqrt(((y - mu) ** 2).mean(axis=1, keepdims=True) + self.eps)
        x = F.np.concatenate([(y - mu) / sd, cov.reshape(-1, 22)], axis=1)
        g = self.decoder(self.encoder(x))
        fut = cov[:, -self.horizon:]
        out = self.temporal(F.np.concatenate([F.np.expand_dims(g, 2), fut], axis=2)).reshape(-1, self.horizon)
        return out * sd + mu


Net = NumpyRevinTiDE
