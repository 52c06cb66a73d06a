"""Progressive GAN generator while a new resolution fades in: the previous stage's features go to
RGB and are upsampled 2x (the old path), the new block works on the upsampled features (the new
path), and the two images are blended by the scheduler's `alpha`, handed in as a (1,) tensor,
`alpha * new + (1 - alpha) * old`; pixel norm after each conv."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 4), (1,)]


class Net(nn.HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.conv2 = nn.Conv2D(ch, 3, padding=1, in_channels=ch)
            self.to_rgb_old = nn.Conv2D(3, 1, in_channels=ch)
            self.to_rgb_new = nn.Conv2D(3, 1, in_channels=ch)

    def pixel_norm(self, F, x):
        return x / F.sqrt(F.mean(x ** 2, axis=1, keepdims=True) + 1e-8)

    def hybrid_forward(self, F, x, alpha):
        old = F.UpSampling(self.to_rgb_old(x), scale=2, sample_type='nearest')
        h = F.UpSampling(x, scale=2, sample_type='nearest')
        h = self.pixel_norm(F, F.LeakyReLU(self.conv1(h), slope=0.2))
        h = self.pixel_norm(F, F.LeakyReLU(self.conv2(h), slope=0.2))
        new = self.to_rgb_new(h)
        return alpha * new + (1 - alpha) * old
