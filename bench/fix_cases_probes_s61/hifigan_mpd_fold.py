"""HiFi-GAN's period discriminator: audio (B, C, T) reflect-padded to a multiple of the period (MXNet pads 4-D, so through `(b, c, 1, t)`), folded to `(b, c, t // p, p)` and scored by (k, 1) convs, the feature map flattened by `x.reshape((b, -1))`."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 10)]


class Net(nn.HybridBlock):
    def __init__(self, period=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.period = period
        with self.name_scope():
            self.conv1 = nn.Conv2D(4, (3, 1), strides=(2, 1), padding=(1, 0), in_channels=1)
            self.post = nn.Conv2D(1, (3, 1), padding=(1, 0), in_channels=4)

    def hybrid_forward(self, F, x):
        b, c, t = x.shape
        if t % self.period != 0:
            n_pad = self.period - (t % self.period)
            x = F.pad(x.reshape((b, c, 1, t)), mode='reflect', pad_width=(0, 0, 0, 0, 0, 0, 0, n_pad))
            t = t + n_pad
        x = x.reshape((b, c, t // self.period, self.period))
        x = F.LeakyReLU(self.conv1(x), slope=0.1)
        x = self.post(x)
        return x.reshape((b, -1))
