"""Label-smoothed discriminator targets built with `F.full(real_logits.shape, 1 - smoothing)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class Net(HybridBlock):
    def __init__(self, smoothing=0.1, **kwargs):
        super().__init__(**kwargs)
        self._smooth = smoothing
        with self.name_scope():
            self.disc = nn.HybridSequential()
            self.disc.add(nn.Dense(16, in_units=10), nn.LeakyReLU(0.2), nn.Dense(1, in_units=16))

    def hybrid_forward(self, F, real, fake):
        real_logits = self.disc(real)
        fake_logits = self.disc(fake)
        real_target = F.full(real_logits.shape, 1.0 - self._smooth)
        logits = F.concat(real_logits, fake_logits, dim=0)
        target = F.concat(real_target, F.zeros_like(fake_logits), dim=0)
        loss = F.relu(logits) - logits * target + F.log(1 + F.exp(-F.abs(logits)))
        return F.mean(loss)
