"""N-BEATS generic block: a python-counted stack of fully connected layers, then two linear heads for the backcast and the forecast."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class GenericBlock(HybridBlock):
    def __init__(self, backcast=12, horizon=4, units=16, layers=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.HybridSequential()
            for _ in range(layers):
                self.fc.add(nn.Dense(units, activation="relu"))
            self.backcast_head = nn.Dense(backcast)
            self.forecast_head = nn.Dense(horizon)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        return self.backcast_head(h), self.forecast_head(h)


Net = GenericBlock
