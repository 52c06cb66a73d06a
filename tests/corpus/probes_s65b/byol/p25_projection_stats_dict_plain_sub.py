"""BYOL variant that standardises the projections per sample with the statistics kept in a dict,
`stats = {"mu": z.mean(axis=1, keepdims=True), "sd": ...}`, then `(z - stats["mu"])` and the division by
`stats["sd"]` with plain operators: (B, D) against (B, 1) values read out of the dict."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class DictStatsStandardise(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj, in_units=6)
            self.target = nn.Dense(proj, in_units=6)

    def _standardise(self, F, z):
        stats = {"mu": z.mean(axis=1, keepdims=True)}
        stats["sd"] = F.sqrt(F.square(F.broadcast_sub(z, stats["mu"])).mean(axis=1, keepdims=True) + 1e-5)
        return (z - stats["mu"]) / stats["sd"]

    def hybrid_forward(self, F, v1, v2):
        p = self._standardise(F, self.online(v1))
        z = self._standardise(F, F.stop_gradient(self.target(v2)))
        return 2 - 2 * F.sum(p * z, axis=1) / 4


Net = DictStatsStandardise
