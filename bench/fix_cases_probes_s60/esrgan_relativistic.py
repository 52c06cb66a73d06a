"""ESRGAN's relativistic average discriminator: features of real and fake images flattened by `f.reshape((f.shape[0], -1))`, a linear critic, and the relativistic logits `d_real - d_fake.mean()` and `d_fake - d_real.mean()` by NDArray's broadcasting."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.feat = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=3)
            self.critic = nn.Dense(1, in_units=16)

    def _score(self, x):
        f = self.feat(x)
        return self.critic(f.reshape((f.shape[0], -1)))

    def hybrid_forward(self, F, real, fake):
        d_real = self._score(real)
        d_fake = self._score(fake)
        return d_real - d_fake.mean(), d_fake - d_real.mean()
