"""Hypernetwork conv whose generated kernel takes its input channels from the data:
`w.reshape((self.out, x.shape[1], k, k))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class ShapeKernel(HybridBlock):
    def __init__(self, z_dim=4, in_channels=3, out_channels=5, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.out, self.k = out_channels, kernel
        with self.name_scope():
            self.z = self.params.get("z", shape=(1, z_dim))
            self.hyper = nn.Dense(out_channels * in_channels * kernel * kernel)

    def hybrid_forward(self, F, x, z):
        w = self.hyper(z).reshape((self.out, x.shape[1], self.k, self.k))
        return F.Convolution(x, weight=w, no_bias=True, kernel=(self.k, self.k), num_filter=self.out,
                             pad=(1, 1))


Net = ShapeKernel
