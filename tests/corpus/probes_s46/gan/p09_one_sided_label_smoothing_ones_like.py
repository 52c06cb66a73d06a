"""Discriminator loss with one-sided label smoothing: real targets `ones_like(logits) * (1 - smoothing)`, sigmoid binary cross-entropy written out."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


def bce_with_logits(F, logits, target):
    return F.relu(logits) - logits * target + F.Activation(-F.abs(logits), act_type="softrelu")


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
        real_target = F.ones_like(real_logits) * (1.0 - self._smooth)
        fake_target = F.zeros_like(fake_logits)
        loss = bce_with_logits(F, real_logits, real_target) + bce_with_logits(F, fake_logits, fake_target)
        return F.mean(loss)
