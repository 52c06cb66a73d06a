"""GDN whose normaliser is a bias-free `F.Convolution` of `y**2` plus the (C,) beta Parameter with a plain `+`."""
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
        norm = F.Convolution(data=F.square(y), weight=gamma, no_bias=True, kernel=(1, 1),
                             num_filter=self.channels) + beta
        return y / F.sqrt(norm)


Net = GDN
