"""Weight normalisation of a generated kernel: `w / sqrt(sum(w ** 2, axis=(1, 2, 3), keepdims=True))`
by `broadcast_div`, times a gain Parameter (O,) reshaped to (-1, 1, 1, 1) by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class WeightNormHyper(HybridBlock):
    def __init__(self, z_dim=4, channels=3, out_channels=4, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.c, self.o, self.k = channels, out_channels, kernel
        with self.name_scope():
            self.z = self.params.get("z", shape=(1, z_dim))
            self.g = self.params.get("g", shape=(out_channels,), init="ones")
            self.hyper = nn.Dense(out_channels * channels * kernel * kernel)

    def hybrid_forward(self, F, x, z, g):
        w = self.hyper(z).reshape((self.o, self.c, self.k, self.k))
        norm = F.sqrt(F.sum(w ** 2, axis=(1, 2, 3), keepdims=True) + 1e-8)
        w = F.broadcast_mul(F.broadcast_div(w, norm), g.reshape((-1, 1, 1, 1)))
        return F.Convolution(x, weight=w, no_bias=True, kernel=(self.k, self.k), num_filter=self.o)


Net = WeightNormHyper
