"""TiDE with instance normalisation of the lookback in a module helper without F: `mu = y.mean(axis=1,
keepdims=True)` and `(y - mu) / sd`, plain operators of the (B, L) lookback and (B, 1) statistics."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


def normalize(y, eps=1e-5):
    mu = y.mean(axis=1, keepdims=True)
    sd = (((y - mu) ** 2).mean(axis=1, keepdims=True) + eps).sqrt()
    return (y - mu) / sd, mu, sd


class PlainRevinTiDE(HybridBlock):
    def __init__(self, horizon=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Dense(hidden, activation="relu")
            self.decoder = nn.Dense(horizon)

    def hybrid_forward(self, F, y):
        yn, mu, sd = normalize(y)
        out = self.decoder(self.encoder(yn))
        return F.broadcast_add(F.broadcast_mul(out, sd), mu)


Net = PlainRevinTiDE
