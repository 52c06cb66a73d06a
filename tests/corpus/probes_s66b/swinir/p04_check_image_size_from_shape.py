"""SwinIR `check_image_size` in the graph: `_, _, h, w = x.shape`, the reflect padding to a multiple of the
window computed from them, the result cropped back by `F.slice_like`."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


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


class PaddedWindowBlock(HybridBlock):
    def __init__(self, dim=4, ws=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        self.ws = ws
        with self.name_scope():
            self.conv_first = nn.Conv2D(dim, 3, padding=1)
            self.attn = WindowAttention(dim, ws, heads)
            self.conv_last = nn.Conv2D(3, 3, padding=1)

    def check_image_size(self, F, x):
        _, _, h, w = x.shape
        mod_pad_h = (self.ws - h % self.ws) % self.ws
        mod_pad_w = (self.ws - w % self.ws) % self.ws
        return F.pad(x, mode="reflect", pad_width=(0, 0, 0, 0, 0, mod_pad_h, 0, mod_pad_w)), h + mod_pad_h

    def hybrid_forward(self, F, x):
        feat, hp = self.check_image_size(F, self.conv_first(x))
        h = window_partition(feat.transpose((0, 2, 3, 1)), self.ws, self.dim)
        h = window_reverse(self.attn(h), self.ws, hp, hp, self.dim).transpose((0, 3, 1, 2))
        return x + self.conv_last(F.slice_like(feat + h, x, axes=(2, 3)))


Net = PaddedWindowBlock
