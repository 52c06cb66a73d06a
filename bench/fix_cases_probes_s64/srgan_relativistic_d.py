"""SRGAN's discriminator with the relativistic average loss (ESRGAN style): strided conv + LeakyReLU + BN
features, flattened by `x.reshape((x.shape[0], -1))` before the dense head, the relativistic logits
`d_real - d_fake.mean()` and `d_fake - d_real.mean()` (plain `-` of (B, 1) and (1,)), BCE with logits on both,
and the content term: squared error of the two images' features normalised by the feature map size
`c * h * w` from `n, c, h, w = f_real.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


def bce_with_logits(F, x, y):
    return F.relu(x) - x * y + F.log(1 + F.exp(-F.abs(x)))


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv2D(channels, 3, padding=1, in_channels=3), nn.LeakyReLU(0.2),
                              nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=channels),
                              nn.BatchNorm(in_channels=channels), nn.LeakyReLU(0.2))
            self.head = nn.Dense(1, in_units=channels * 16)

    def discriminate(self, F, x):
        x = self.features(x)
        return self.head(x.reshape((x.shape[0], -1)))

    def hybrid_forward(self, F, real, fake):
        d_real = self.discriminate(F, real)
        d_fake = self.discriminate(F, fake)
        real_logit = d_real - d_fake.mean()
        fake_logit = d_fake - d_real.mean()
        loss_d = (bce_with_logits(F, real_logit, 1.0) + bce_with_logits(F, fake_logit, 0.0)).mean() / 2
        f_real = self.features(real)
        f_fake = self.features(fake)
        n, c, h, w = f_real.shape
        content = ((f_fake - f_real) ** 2).sum(axis=(1, 2, 3)) / (c * h * w)
        return loss_d, content
