"""Seasonality bases with the outer product by the plain operator: a (H, 1) time column times a (1, K) frequency row."""
import math
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class SeasonalityBlock(HybridBlock):
    def __init__(self, horizon=6, harmonics=3, units=16, **kwargs):
        super().__init__(**kwargs)
        self.horizon, self.harmonics = horizon, harmonics
        with self.name_scope():
            self.fc = nn.Dense(units, activation="relu")
            self.theta = nn.Dense(2 * harmonics, use_bias=False)

    def hybrid_forward(self, F, x):
        t = (F.arange(self.horizon) / self.horizon).reshape((-1, 1))
        k = F.arange(1, self.harmonics + 1).reshape((1, -1))
        angle = 2 * math.pi * t * k
        basis = F.concat(F.cos(angle), F.sin(angle), dim=1).transpose()
        return F.dot(self.theta(self.fc(x)), basis)


Net = SeasonalityBlock
