"""WGAN-GP interpolation between real and fake batches with one mixing weight per sample, drawn by `uniform_like` and broadcast; `low == high` keeps the weight fixed for the check."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 2, 5, 5), (3, 2, 5, 5)]


class Interpolate(HybridBlock):
    def __init__(self, low=0.5, high=0.5, **kwargs):
        super().__init__(**kwargs)
        self._low, self._high = low, high

    def hybrid_forward(self, F, real, fake):
        per_sample = F.sum(real, axis=(1, 2, 3), keepdims=True)      # (N, 1, 1, 1)
        alpha = F.random.uniform_like(per_sample, low=self._low, high=self._high)
        return F.broadcast_mul(alpha, real) + F.broadcast_mul(1 - alpha, fake)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = Interpolate()
            self.critic = nn.HybridSequential()
            self.critic.add(nn.Conv2D(4, 3, in_channels=2), nn.LeakyReLU(0.2), nn.Dense(1))

    def hybrid_forward(self, F, real, fake):
        return self.critic(self.mix(real, fake))
