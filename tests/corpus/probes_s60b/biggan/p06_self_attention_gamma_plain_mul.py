"""BigGAN self-attention finished as `self.gamma * o + x` in the original's style: the gamma Parameter of shape (1,) passed in and multiplied into the (N, C, H, W) output by plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class PlainGammaAttention(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.theta = nn.Conv2D(channels // 8, 1, use_bias=False, in_channels=channels)
            self.phi = nn.Conv2D(channels // 8, 1, use_bias=False, in_channels=channels)
            self.g = nn.Conv2D(channels, 1, use_bias=False, in_channels=channels)
            self.gamma = self.params.get("gamma", shape=(1,), init="ones")

    def hybrid_forward(self, F, x, gamma):
        theta = self.theta(x).reshape((0, 0, -1))
        phi = self.phi(x).reshape((0, 0, -1))
        beta = F.softmax(F.batch_dot(theta, phi, transpose_a=True), axis=-1)
        o = F.reshape_like(F.batch_dot(self.g(x).reshape((0, 0, -1)), beta, transpose_b=True), x)
        return gamma * o + x


Net = PlainGammaAttention
