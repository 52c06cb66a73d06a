"""Hiera unroll written from the PyTorch port: `B, C, H, W = x.shape` then a reshape to
(B, C, H // mu, mu, W // mu, mu)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class ShapeUnroll(HybridBlock):
    def __init__(self, dim=4, mu=2, **kwargs):
        super().__init__(**kwargs)
        self.mu = mu
        with self.name_scope():
            self.patch = nn.Conv2D(dim, 2, strides=2)

    def hybrid_forward(self, F, x):
        t = self.patch(x)
        B, C, H, W = t.shape
        t = t.reshape((B, C, H // self.mu, self.mu, W // self.mu, self.mu))
        return t.transpose((0, 3, 5, 2, 4, 1)).reshape((B, -1, C))


Net = ShapeUnroll
