"""MaxViT's partitions as module functions without `F`: `block_partition(x, p, c)` and
`block_reverse(w, n, p, c)` written with tensor methods (`x.reshape(...)` with reshape codes, `.transpose`),
window and grid sizes from the constructor, and an MLP over each window with a plain `+` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


def block_partition(x, p, c):
    w = x.reshape((0, 0, -4, -1, p, -4, -1, p)).transpose((0, 2, 4, 3, 5, 1))
    return w.reshape((-1, p * p, c))


def block_reverse(w, n, p, c):
    x = w.reshape((-1, n, n, p, p, c)).transpose((0, 5, 1, 3, 2, 4))
    return x.reshape((0, 0, -3, -3))


class HelperBlockMLP(HybridBlock):
    def __init__(self, dims=4, size=6, window=3, **kwargs):
        super().__init__(**kwargs)
        self.c, self.p, self.n = dims, window, size // window
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=dims)
            self.mlp = nn.Dense(dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x):
        w = block_partition(x, self.p, self.c)
        w = w + self.mlp(self.norm(w))
        return block_reverse(w, self.n, self.p, self.c)


Net = HelperBlockMLP
