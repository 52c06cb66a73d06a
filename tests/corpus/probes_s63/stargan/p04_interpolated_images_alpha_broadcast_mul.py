"""StarGAN gradient-penalty input: per-sample weights (N,) reshaped to `(-1, 1, 1, 1)` mix real and fake images by `broadcast_mul(alpha, real) + broadcast_mul(1 - alpha, fake)` (equal (N, C, H, W) shapes), and the discriminator scores the interpolates."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8), (2,)]


class Interpolates(HybridBlock):
    def __init__(self, conv_dim=4, **kwargs):
        super(Interpolates, self).__init__(**kwargs)
        with self.name_scope():
            self.disc = nn.HybridSequential()
            self.disc.add(nn.Conv2D(conv_dim, 4, strides=2, padding=1, in_channels=3), nn.LeakyReLU(0.01),
                          nn.Conv2D(1, 3, padding=1, in_channels=conv_dim))

    def hybrid_forward(self, F, real, fake, a_raw):
        alpha = ((a_raw + 1) * 0.5).reshape((-1, 1, 1, 1))
        x_hat = F.broadcast_mul(alpha, real) + F.broadcast_mul(1 - alpha, fake)
        return self.disc(x_hat).mean(axis=(1, 2, 3))


Net = Interpolates
