"""TiDE whose normalisation statistics travel in a dict `{"mu": ..., "sd": ...}` ((B, 1) keepdims means,
built with `F.broadcast_*`), and a method without F de-normalises the (B, H) forecast by
`out * stats["sd"] + stats["mu"]`, plain operators of differing shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class DictStatsTiDE(HybridBlock):
    def __init__(self, horizon=3, hidden=8, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.encoder = nn.Dense(hidden, activation="relu")
            self.decoder = nn.Dense(horizon)

    def _stats(self, F, y):
        mu = F.mean(y, axis=1, keepdims=True)
        sd = F.sqrt(F.mean(F.square(F.broadcast_sub(y, mu)), axis=1, keepdims=True) + self.eps)
        return {"mu": mu, "sd": sd}

    def _denorm(self, out, stats):
        return out * stats["sd"] + stats["mu"]

    def hybrid_forward(self, F, y):
        stats = self._stats(F, y)
        yn = F.broadcast_div(F.broadcast_sub(y, stats["mu"]), stats["sd"])
        return self._denorm(self.decoder(self.encoder(yn)), stats)


Net = DictStatsTiDE
