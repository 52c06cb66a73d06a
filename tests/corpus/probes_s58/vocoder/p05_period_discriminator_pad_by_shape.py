"""HiFi-GAN period discriminator padding the audio to a multiple of the period: `n_pad = self.period - (t % self.period)` with `b, c, t = x.shape`, reflect pad, then folded."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 22)]


class PaddedPeriodDiscriminator(HybridBlock):
    def __init__(self, period=3, **kwargs):
        super(PaddedPeriodDiscriminator, self).__init__(**kwargs)
        self.period = period
        with self.name_scope():
            self.conv = nn.Conv2D(4, (5, 1), strides=(3, 1), padding=(2, 0))
            self.post = nn.Conv2D(1, (3, 1), padding=(1, 0))

    def hybrid_forward(self, F, x):
        b, c, t = x.shape
        if t % self.period != 0:
            n_pad = self.period - (t % self.period)
            x = F.concat(x, F.zeros((b, c, n_pad)), dim=2)
            t = t + n_pad
        x = x.reshape((b, c, t // self.period, self.period))
        return F.flatten(self.post(F.LeakyReLU(self.conv(x), slope=0.1)))


Net = PaddedPeriodDiscriminator
