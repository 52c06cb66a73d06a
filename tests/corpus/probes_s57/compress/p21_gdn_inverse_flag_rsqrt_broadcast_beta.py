"""GDN/IGDN in one block chosen by a constructor flag: the normaliser by `F.Convolution` without bias plus beta reshaped to (1, C, 1, 1) by `broadcast_add`, `rsqrt` for GDN and `sqrt` for IGDN."""
from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(2, 4, 4, 4)]


class GDN(HybridBlock):
    def __init__(self, channels=4, inverse=True, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.inverse = channels, inverse
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(channels, channels, 1, 1), init=init.Constant(0.1))
            self.beta = self.params.get("beta", shape=(channels,), init=init.One())

    def hybrid_forward(self, F, x, gamma, beta):
        norm = F.Convolution(F.square(x), weight=gamma, no_bias=True, kernel=(1, 1), num_filter=self.channels)
        norm = F.broadcast_add(norm, beta.reshape((1, -1, 1, 1)))
        return x * (F.sqrt(norm) if self.inverse else F.rsqrt(norm))


Net = GDN
