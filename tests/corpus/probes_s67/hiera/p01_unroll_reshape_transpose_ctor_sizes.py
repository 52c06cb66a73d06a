"""Hiera patch embedding and unroll: a strided Conv2D to (B, C, 4, 4) tokens, unrolled into mask-unit order
by `reshape((0, 0, hu, mu, wu, mu))` with sizes from the constructor, a transpose putting the offsets inside a
unit first, a flatten to (B, N, C), one block, and a query pool as the max over the unit-offset axis of the
view `reshape((0, -4, mu * mu, -1, 0))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class HieraUnroll(HybridBlock):
    def __init__(self, dim=4, tokens_hw=4, mu=2, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.mu, self.hu = dim, mu, tokens_hw // mu
        with self.name_scope():
            self.patch = nn.Conv2D(dim, 2, strides=2)
            self.norm = nn.LayerNorm()
            self.mlp = nn.Dense(dim, flatten=False, activation="relu")

    def hybrid_forward(self, F, x):
        t = self.patch(x).reshape((0, 0, self.hu, self.mu, self.hu, self.mu))
        t = t.transpose((0, 3, 5, 2, 4, 1)).reshape((0, -1, self.dim))
        t = t + self.mlp(self.norm(t))
        return F.max(t.reshape((0, -4, self.mu * self.mu, -1, 0)), axis=1)


Net = HieraUnroll
