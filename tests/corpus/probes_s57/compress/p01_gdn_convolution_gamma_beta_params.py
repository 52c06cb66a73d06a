"""GDN (Balle et al.): `x / sqrt(beta + conv1x1(x**2, gamma))`, the 1x1 convolution spelled with `F.Convolution` over the (C, C, 1, 1) gamma and (C,) beta Parameters, the parameters kept positive by `relu` plus a python floor."""
from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 3, 8, 8)]


class GDN(HybridBlock):
    def __init__(self, channels=4, gamma_init=0.1, **kwargs):
        super().__init__(**kwargs)
        self.channels = channels
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 5, strides=2, padding=2, in_channels=3)
            self.gamma = self.params.get("gamma", shape=(channels, channels, 1, 1), init=init.Constant(gamma_init))
            self.beta = self.params.get("beta", shape=(channels,), init=init.One())

    def hybrid_forward(self, F, x, gamma, beta):
        y = self.conv(x)
        norm = F.Convolution(data=F.square(y), weight=F.relu(gamma) + 1e-6, bias=F.relu(beta) + 1e-6,
                             kernel=(1, 1), num_filter=self.channels)
        return y / F.sqrt(norm)


Net = GDN
