"""MaxViT with channels-last windows: a `window_partition(F, x)` method taking an (N, H, W, C) map to
(N*windows, P, P, C) and `window_reverse(F, w)` undoing it, both by reshape codes with H, W, P from the
constructor; a per-window LayerNorm and MLP with a plain `+` residual of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 6, 4)]


class WindowMLP(HybridBlock):
    def __init__(self, dims=4, size=6, window=3, **kwargs):
        super().__init__(**kwargs)
        self.p, self.n, self.c = window, size // window, dims
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=dims)
            self.mlp = nn.Dense(dims, flatten=False, in_units=dims)

    def window_partition(self, F, x):
        w = F.reshape(x, shape=(0, -4, self.n, self.p, -4, self.n, self.p, 0))   # (N, n, P, n, P, C)
        return F.reshape(F.transpose(w, axes=(0, 1, 3, 2, 4, 5)), shape=(-1, self.p, self.p, self.c))

    def window_reverse(self, F, w):
        x = F.reshape(w, shape=(-1, self.n, self.n, self.p, self.p, self.c))
        return F.reshape(F.transpose(x, axes=(0, 1, 3, 2, 4, 5)), shape=(0, -3, -3, 0))

    def hybrid_forward(self, F, x):
        w = self.window_partition(F, x)
        w = w + self.mlp(self.norm(w))
        return self.window_reverse(F, w)


Net = WindowMLP
