"""GDN whose beta is reshaped to (1, C, 1, 1) and added to the bias-free normaliser (B, C, H, W) with a plain `+`."""
from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 3, 8, 8)]


class GDN(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 5, strides=2, padding=2, in_channels=3)
            self.gamma = self.params.get("gamma", shape=(channels, channels, 1, 1), init=init.Constant(0.1))
            self.beta = self.params.get("beta", shape=(channels,), init=init.One())

    def hybrid_forward(self, F, x, gamma, beta):
        y = self.conv(x)
        norm = F.Convolution(F.square(y), weight=gamma, no_bias=True, kernel=(1, 1), num_filter=self.channels)
        return y / F.sqrt(norm + beta.reshape((1, -1, 1, 1)))


Net = GDN
