"""CQL penalty weighting in a module helper without `F`, `weighted(alpha, gap)` returning `alpha * gap`,
called with `F.exp(log_alpha)` of a (1,) Parameter and the (B, 1) gap."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (2, 1)]


def weighted(alpha, gap):
    return alpha * gap


class HelperAlphaPenalty(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(1, in_units=6)
            self.log_alpha = self.params.get("log_alpha", shape=(1,), init="zeros")

    def hybrid_forward(self, F, obs, act, lse, log_alpha):
        gap = lse - self.q(F.concat(obs, act, dim=1))
        return weighted(F.exp(log_alpha), gap).mean()


Net = HelperAlphaPenalty
