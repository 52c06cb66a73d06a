"""Stochastic cell update: a per-cell fire mask from a uniform noise input, applied by `broadcast_mul` to all channels."""
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
        # noise is uniform in [-1, 1]; a cell fires with probability fire_rate
        fire = (noise * 0.5 + 0.5) < self.fire_rate
        return x + F.broadcast_mul(self.update(x), fire)


Net = StochasticCA
