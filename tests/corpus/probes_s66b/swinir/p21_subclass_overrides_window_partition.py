"""SwinIR block whose base class partitions windows in a method `window_partition(F, x)` (reshape codes);
the subclass overrides it with `F.reshape(..., shape=(-1, H // ws, ws, W // ws, ws, C))` from the
constructor's python sizes, a transpose and `F.reshape(..., shape=(-1, ws * ws, C))`."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


def window_partition(x, ws, dim):
    # (B, H, W, C) -> (B * nW, ws * ws, C)
    x = x.reshape((0, -4, -1, ws, -4, -1, ws, 0))
    return x.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, ws * ws, dim))


def window_reverse(w, ws, h, wd, dim):
    # (B * nW, ws * ws, C) -> (B, H, W, C)
    x = w.reshape((-1, h // ws, wd // ws, ws, ws, dim))
    return x.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, h, wd, dim))


def relative_position_index(ws):
    coords = np.stack(np.meshgrid(np.arange(ws), np.arange(ws), indexing="ij")).reshape(2, -1)
    rel = (coords[:, :, None] - coords[:, None, :]).transpose(1, 2, 0) + (ws - 1)
    return (rel[:, :, 0] * (2 * ws - 1) + rel[:, :, 1]).astype("float32")


class WindowAttention(HybridBlock):
    def __init__(self, dim=4, ws=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.ws = ws
        self.heads = heads
        self.scale = (dim // heads) ** -0.5
        with self.name_scope():
            self.rel_index = self.params.get_constant("rel_index", relative_position_index(ws))
            self.rel_table = self.params.get("rel_table", shape=((2 * ws - 1) ** 2, heads),
                                             init=mx.init.Normal(0.02))
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, rel_index, rel_table):
        qkv = self.qkv(x).reshape((0, 0, 3, self.heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k, v = F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)
        attn = F.batch_dot(q.reshape((-3, -2)) * self.scale, k.reshape((-3, -2)), transpose_b=True)
        n = self.ws * self.ws
        bias = F.take(rel_table, rel_index.reshape((-1,))).reshape((n, n, -1)).transpose((2, 0, 1))
        attn = F.softmax(F.broadcast_add(attn.reshape((-4, -1, self.heads, -2)), bias.expand_dims(0)), axis=-1)
        out = F.batch_dot(attn.reshape((-3, -2)), v.reshape((-3, -2))).reshape((-4, -1, self.heads, -2))
        return self.proj(out.transpose((0, 2, 1, 3)).reshape((0, 0, -3)))


class WindowBlockBase(HybridBlock):
    def __init__(self, img_size=8, dim=4, ws=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.img_size = img_size
        self.dim = dim
        self.ws = ws
        with self.name_scope():
            self.conv_first = nn.Conv2D(dim, 3, padding=1)
            self.attn = WindowAttention(dim, ws, heads)
            self.conv_last = nn.Conv2D(3, 3, padding=1)

    def window_partition(self, F, x):
        return window_partition(x, self.ws, self.dim)

    def hybrid_forward(self, F, x):
        feat = self.conv_first(x)
        h = self.attn(self.window_partition(F, feat.transpose((0, 2, 3, 1))))
        h = window_reverse(h, self.ws, self.img_size, self.img_size, self.dim)
        return x + self.conv_last(feat + h.transpose((0, 3, 1, 2)))


class ExplicitPartition(WindowBlockBase):
    def window_partition(self, F, x):
        n, ws = self.img_size // self.ws, self.ws
        x = F.reshape(x, shape=(-1, n, ws, n, ws, self.dim)).transpose((0, 1, 3, 2, 4, 5))
        return F.reshape(x, shape=(-1, ws * ws, self.dim))


Net = ExplicitPartition
