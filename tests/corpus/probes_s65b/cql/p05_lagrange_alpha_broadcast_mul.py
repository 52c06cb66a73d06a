"""CQL with a learned Lagrange multiplier: `log_alpha` a (1,) Parameter, `alpha = F.clip(F.exp(log_alpha),
0, 1e6)`, the alpha loss `-alpha * (penalty - target_gap)` on the (B, 1) penalty by `F.broadcast_mul`; the
target action gap a constructor float."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (2, 1)]


class LagrangeAlpha(HybridBlock):
    def __init__(self, target_gap=5.0, **kwargs):
        super().__init__(**kwargs)
        self._gap = target_gap
        with self.name_scope():
            self.q = nn.Dense(1)
            self.log_alpha = self.params.get("log_alpha", shape=(1,), init="zeros")

    def hybrid_forward(self, F, obs, act, lse, log_alpha):
        penalty = lse - self.q(F.concat(obs, act, dim=1))
        alpha = F.clip(F.exp(log_alpha), 0, 1e6)
        return -F.broadcast_mul(alpha, penalty - self._gap).mean()


Net = LagrangeAlpha
