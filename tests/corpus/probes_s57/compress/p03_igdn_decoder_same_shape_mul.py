"""Synthesis transform with inverse GDN: a `Conv2DTranspose` upsampling, then `y * sqrt(beta + conv1x1(y**2))`, both operands the same (B, C, H, W) map."""
from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 4, 4, 4)]


class IGDNSynthesis(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.up = nn.Conv2DTranspose(channels, 4, strides=2, padding=1, in_channels=4)
            self.gamma = self.params.get("gamma", shape=(channels, channels, 1, 1), init=init.Constant(0.1))
            self.beta = self.params.get("beta", shape=(channels,), init=init.One())
            self.to_rgb = nn.Conv2D(3, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, y_hat, gamma, beta):
        y = self.up(y_hat)
        norm = F.Convolution(data=F.square(y), weight=gamma, bias=beta, kernel=(1, 1), num_filter=self.channels)
        return self.to_rgb(y * F.sqrt(norm))


Net = IGDNSynthesis
