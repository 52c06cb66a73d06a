"""Doubly residual stacking written with augmented assignment: `residual -= backcast` and `forecast = forecast + f` from zeros."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class NBeats(HybridBlock):
    def __init__(self, backcast=12, horizon=4, units=16, num_blocks=3, **kwargs):
        super().__init__(**kwargs)
        self.horizon = horizon
        with self.name_scope():
            self.hidden = nn.HybridSequential()
            self.back = nn.HybridSequential()
            self.fore = nn.HybridSequential()
            for _ in range(num_blocks):
                self.hidden.add(nn.Dense(units, activation="relu"))
                self.back.add(nn.Dense(backcast))
                self.fore.add(nn.Dense(horizon))

    def hybrid_forward(self, F, x):
        residual = F.identity(x)
        forecast = F.zeros((1, self.horizon))
        for hid, back, fore in zip(self.hidden, self.back, self.fore):
            h = hid(residual)
            residual -= back(h)
            forecast = F.broadcast_add(forecast, fore(h))
        return forecast


Net = NBeats
