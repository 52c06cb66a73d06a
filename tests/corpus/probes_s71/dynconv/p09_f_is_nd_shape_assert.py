"""Generated kernel checked only eagerly: `if F is nd: assert w.shape == (O, I, k, k)`, then the
convolution."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class GuardedKernel(HybridBlock):
    def __init__(self, z_dim=4, channels=3, out_channels=4, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.c, self.o, self.k = channels, out_channels, kernel
        with self.name_scope():
            self.z = self.params.get("z", shape=(1, z_dim))
            self.hyper = nn.Dense(out_channels * channels * kernel * kernel)

    def hybrid_forward(self, F, x, z):
        w = self.hyper(z).reshape((self.o, self.c, self.k, self.k))
        if F is nd:
            assert w.shape == (self.o, self.c, self.k, self.k), w.shape
        return F.Convolution(x, weight=w, no_bias=True, kernel=(self.k, self.k), num_filter=self.o,
                             pad=(1, 1))


Net = GuardedKernel
