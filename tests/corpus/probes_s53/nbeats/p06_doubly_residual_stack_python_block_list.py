"""Doubly residual stacking over a python list of child blocks: the residual loses each backcast, the forecast starts as None and sums the partial forecasts."""
from mxnet.gluon import HybridBlock, nn


INPUTS = [(4, 12)]


class Block(HybridBlock):
    def __init__(self, backcast, horizon, units, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, activation="relu")
            self.b = nn.Dense(backcast)
            self.f = nn.Dense(horizon)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        return self.b(h), self.f(h)


class NBeats(HybridBlock):
    def __init__(self, backcast=12, horizon=4, units=16, num_blocks=3, **kwargs):
        super().__init__(**kwargs)
        self.blocks = []
        for i in range(num_blocks):
            blk = Block(backcast, horizon, units, prefix="block%d_" % i)
            self.register_child(blk)
            self.blocks.append(blk)

    def hybrid_forward(self, F, x):
        residual, forecast = x, None
        for blk in self.blocks:
            b, f = blk(residual)
            residual = residual - b
            forecast = f if forecast is None else forecast + f
        return residual, forecast


Net = NBeats
