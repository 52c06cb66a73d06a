"""The dict of (B, 1) statistics applied with `F.broadcast_sub` and `F.broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class DictNorm(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, in_units=6)

    def _stats(self, F, h):
        mu = F.mean(h, axis=1, keepdims=True)
        return {"mu": mu, "var": F.mean(F.square(F.broadcast_sub(h, mu)), axis=1, keepdims=True)}

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        st = self._stats(F, h)
        return F.broadcast_div(F.broadcast_sub(h, st["mu"]), F.sqrt(st["var"] + 1e-5))


Net = DictNorm
