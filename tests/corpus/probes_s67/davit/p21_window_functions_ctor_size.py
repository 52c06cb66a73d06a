"""timm-style `window_partition(x, ws, H, W)` / `window_reverse(windows, ws, H, W)` module functions without F,
the sizes passed from the constructor; window attention by `batch_dot` in between."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 8)]


def window_partition(x, ws, H, W):
    x = x.reshape((0, H // ws, ws, W // ws, ws, -1)).transpose((0, 1, 3, 2, 4, 5))
    return x.reshape((-3, 0, 0, 0, 0)).reshape((-3, -3, 0))


def window_reverse(windows, ws, H, W):
    x = windows.reshape((-4, -1, (H // ws) * (W // ws), -2)).reshape((0, H // ws, W // ws, ws, ws, -1))
    x = x.transpose((0, 1, 3, 2, 4, 5))
    return x.reshape((0, H, W, -1))


class WindowFunctions(HybridBlock):
    def __init__(self, dim=8, size=4, ws=2, **kwargs):
        super().__init__(**kwargs)
        self.size, self.ws = size, ws
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x):
        w = window_partition(x, self.ws, self.size, self.size)
        q, k, v = F.split(self.qkv(w), num_outputs=3, axis=-1)
        o = F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale), v)
        return window_reverse(o, self.ws, self.size, self.size)


Net = WindowFunctions
