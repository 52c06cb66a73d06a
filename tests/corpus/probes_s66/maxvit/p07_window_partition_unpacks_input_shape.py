"""Block attention ported from PyTorch: `B, C, H, W = x.shape` to size the window partition's reshape
(a symbol has no shape when traced)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class ShapeWindows(HybridBlock):
    def __init__(self, dims=4, window=4, **kwargs):
        super().__init__(**kwargs)
        self.p = window
        with self.name_scope():
            self.mlp = nn.Dense(dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        p = self.p
        w = x.reshape((B, C, H // p, p, W // p, p)).transpose((0, 2, 4, 3, 5, 1)).reshape((-1, p * p, C))
        w = self.mlp(w)
        w = w.reshape((B, H // p, W // p, p, p, C)).transpose((0, 5, 1, 3, 2, 4))
        return w.reshape((B, C, H, W))


Net = ShapeWindows
