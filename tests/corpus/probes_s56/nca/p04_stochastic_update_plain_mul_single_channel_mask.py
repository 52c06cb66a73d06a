"""Stochastic cell update multiplying the (N, C, H, W) update by the (N, 1, H, W) fire mask with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10, 10), (2, 1, 10, 10)]


class StochasticCA(HybridBlock):
    def __init__(self, channels=8, hidden=16, fire_rate=0.5, **kwargs):
        super().__init__(**kwargs)
        self.fire_rate = fire_rate
        with self.name_scope():
            self.update = nn.HybridSequential()
            self.update.add(nn.Conv2D(hidden, 3, padding=1, in_channels=channels, activation="relu"),
                            nn.Conv2D(channels, 1, in_channels=hidden, use_bias=False))

    def hybrid_forward(self, F, x, noise):
        fire = (noise * 0.5 + 0.5) < self.fire_rate
        dx = self.update(x) * fire
        return x + dx


Net = StochasticCA
