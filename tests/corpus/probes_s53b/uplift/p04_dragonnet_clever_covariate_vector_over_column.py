"""DragonNet's clever covariate with the treatment left as a (N,) vector while the propensity head gives a (N, 1) column: `t / g` is a plain divide of mismatched shapes (NDArray broadcasts to (N, N); a legacy Symbol cannot)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,)]


class CleverCovariate(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, activation="tanh")
            self.g = nn.Dense(1, activation="sigmoid")

    def hybrid_forward(self, F, x, t):
        g = F.clip(self.g(self.trunk(x)), 0.01, 0.99)
        t = t > 0
        return t / g - (1 - t) / (1 - g)


Net = CleverCovariate
