"""Hypernetwork (Ha et al.) for a conv layer: a layer-embedding Parameter (L, Z), row i by `slice_axis`,
a Dense emitting O*I*k*k weights reshaped to (O, I, k, k) from constructor sizes, and
`F.Convolution(x, weight=w, no_bias=True, kernel=(k, k), num_filter=O, pad=(1, 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class HyperConv(HybridBlock):
    def __init__(self, layers=2, z_dim=4, channels=3, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.layers, self.c, self.k = layers, channels, kernel
        with self.name_scope():
            self.z = self.params.get("z", shape=(layers, z_dim))
            self.hyper = nn.Dense(channels * channels * kernel * kernel)

    def hybrid_forward(self, F, x, z):
        for i in range(self.layers):
            w = self.hyper(F.slice_axis(z, axis=0, begin=i, end=i + 1))
            w = w.reshape((self.c, self.c, self.k, self.k))
            x = F.relu(F.Convolution(x, weight=w, no_bias=True, kernel=(self.k, self.k),
                                     num_filter=self.c, pad=(1, 1)))
        return x


Net = HyperConv
