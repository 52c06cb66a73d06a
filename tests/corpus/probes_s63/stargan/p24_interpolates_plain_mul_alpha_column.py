"""StarGAN interpolates as in the PyTorch code (`alpha * x_real + (1 - alpha) * x_fake` with `alpha` of shape (N, 1, 1, 1)): plain `*` of the reshaped (N, 1, 1, 1) weights and the (N, C, H, W) images (eagerly broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8), (2,)]


class PlainInterpolates(HybridBlock):
    def __init__(self, **kwargs):
        super(PlainInterpolates, self).__init__(**kwargs)
        with self.name_scope():
            self.disc = nn.Conv2D(1, 4, strides=2, padding=1, in_channels=3)

    def hybrid_forward(self, F, real, fake, a_raw):
        alpha = ((a_raw + 1) * 0.5).reshape((-1, 1, 1, 1))
        x_hat = alpha * real + (1 - alpha) * fake
        return self.disc(x_hat)


Net = PlainInterpolates
