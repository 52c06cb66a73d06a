"""N-HiTS block: multi-rate input sampling by 1-D max pooling, a coarse forecast of H / r coefficients, nearest interpolation by `F.repeat` over a python expressiveness ratio."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class NHitsBlock(HybridBlock):
    def __init__(self, horizon=8, pool=2, ratio=4, units=16, **kwargs):
        super().__init__(**kwargs)
        self.pool, self.ratio = pool, ratio
        with self.name_scope():
            self.fc = nn.Dense(units, activation="relu")
            self.coef = nn.Dense(horizon // ratio)

    def hybrid_forward(self, F, x):
        pooled = F.Pooling(x.expand_dims(1), kernel=(self.pool,), stride=(self.pool,), pool_type="max")
        theta = self.coef(self.fc(pooled.reshape((0, -1))))
        return F.repeat(theta, repeats=self.ratio, axis=1)


Net = NHitsBlock
