"""WGAN-GP interpolation whose mixing weights are drawn with `F.random.uniform(shape=(real.shape[0], 1, 1, 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 2, 5, 5), (3, 2, 5, 5)]


class Net(HybridBlock):
    def __init__(self, low=0.5, high=0.5, **kwargs):
        super().__init__(**kwargs)
        self._low, self._high = low, high
        with self.name_scope():
            self.critic = nn.HybridSequential()
            self.critic.add(nn.Conv2D(4, 3, in_channels=2), nn.LeakyReLU(0.2), nn.Dense(1))

    def hybrid_forward(self, F, real, fake):
        alpha = F.random.uniform(low=self._low, high=self._high, shape=(real.shape[0], 1, 1, 1))
        mixed = F.broadcast_mul(alpha, real) + F.broadcast_mul(1 - alpha, fake)
        return self.critic(mixed)
