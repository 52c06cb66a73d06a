"""Weight normalisation by a plain `/`: the (O, I, k, k) generated kernel over its (O, 1, 1, 1) norms."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class PlainNorm(HybridBlock):
    def __init__(self, z_dim=4, channels=3, out_channels=4, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.c, self.o, self.k = channels, out_channels, kernel
        with self.name_scope():
            self.z = self.params.get("z", shape=(1, z_dim))
            self.hyper = nn.Dense(out_channels * channels * kernel * kernel)

    def hybrid_forward(self, F, x, z):
        w = self.hyper(z).reshape((self.o, self.c, self.k, self.k))
        w = w / F.sqrt(F.sum(w ** 2, axis=(1, 2, 3), keepdims=True) + 1e-8)
        return F.Convolution(x, weight=w, no_bias=True, kernel=(self.k, self.k), num_filter=self.o)


Net = PlainNorm
