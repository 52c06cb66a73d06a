"""N-BEATS seasonality block: Fourier bases cos/sin(2 pi k t) from python-sized `F.arange`s, the outer product by `F.broadcast_mul` of a column and a row."""
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

    def fourier(self, F):
        t = (F.arange(self.horizon) / self.horizon).reshape((-1, 1))
        k = F.arange(1, self.harmonics + 1).reshape((1, -1))
        angle = 2 * math.pi * F.broadcast_mul(t, k)
        return F.concat(F.cos(angle), F.sin(angle), dim=1).transpose()

    def hybrid_forward(self, F, x):
        return F.dot(self.theta(self.fc(x)), self.fourier(F))


Net = SeasonalityBlock
