"""SwinIR shifted-window block on a 6x6 input: the reflect padding to a multiple of the window, the padded
size and the shifted-window attention mask all computed in `__init__` from the constructor's `img_size`
(the mask a constant), the cyclic shift by `slice_axis`/`concat` in a method (negative begins for the
reverse shift), the mask `broadcast_add`ed after `(-4, -1, nW, -2)`, the padding cropped by `F.slice`."""
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


def calculate_mask(hp, wp, ws, shift):
    """SwinIR attention mask of the shifted windows for a padded (hp, wp) image: -100 between regions."""
    img_mask = np.zeros((1, hp, wp, 1), dtype="float32")
    cnt = 0
    for hs in (slice(0, -ws), slice(-ws, -shift), slice(-shift, None)):
        for wsl in (slice(0, -ws), slice(-ws, -shift), slice(-shift, None)):
            img_mask[:, hs, wsl, :] = cnt
            cnt += 1
    mw = img_mask.reshape(1, hp // ws, ws, wp // ws, ws, 1).transpose(0, 1, 3, 2, 4, 5).reshape(-1, ws * ws)
    diff = mw[:, None, :] - mw[:, :, None]
    return np.where(diff != 0, -100.0, 0.0).astype("float32")


class MaskedWindowAttention(HybridBlock):
    def __init__(self, dim=4, ws=4, heads=2, nw=4, **kwargs):
        super().__init__(**kwargs)
        self.ws = ws
        self.heads = heads
        self.nw = nw
        self.scale = (dim // heads) ** -0.5
        with self.name_scope():
            self.rel_index = self.params.get_constant("rel_index", relative_position_index(ws))
            self.rel_table = self.params.get("rel_table", shape=((2 * ws - 1) ** 2, heads),
                                             init=mx.init.Normal(0.02))
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, mask, rel_index, rel_table):
        qkv = self.qkv(x).reshape((0, 0, 3, self.heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k, v = F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)
        attn = F.batch_dot(q.reshape((-3, -2)) * self.scale, k.reshape((-3, -2)), transpose_b=True)
        n = self.ws * self.ws
        bias = F.take(rel_table, rel_index.reshape((-1,))).reshape((n, n, -1)).transpose((2, 0, 1))
        attn = F.broadcast_add(attn.reshape((-4, -1, self.heads, -2)), bias.expand_dims(0))
        attn = attn.reshape((-4, -1, self.nw, -2))
        attn = F.broadcast_add(attn, mask.expand_dims(1).expand_dims(0)).reshape((-3, -2))
        out = F.batch_dot(F.softmax(attn, axis=-1).reshape((-3, -2)), v.reshape((-3, -2)))
        out = out.reshape((-4, -1, self.heads, -2))
        return self.proj(out.transpose((0, 2, 1, 3)).reshape((0, 0, -3)))


class ShiftedWindowBlock(HybridBlock):
    def __init__(self, img_size=6, dim=4, ws=4, heads=2, shift=2, **kwargs):
        super().__init__(**kwargs)
        self.img_size = img_size
        self.dim = dim
        self.ws = ws
        self.shift = shift
        self.pad = (ws - img_size % ws) % ws
        self.hp = img_size + self.pad
        with self.name_scope():
            self.attn_mask = self.params.get_constant("attn_mask", calculate_mask(self.hp, self.hp, ws, shift))
            self.conv_first = nn.Conv2D(dim, 3, padding=1)
            self.norm = nn.LayerNorm()
            self.attn = MaskedWindowAttention(dim, ws, heads, nw=(self.hp // ws) ** 2)
            self.conv_last = nn.Conv2D(3, 3, padding=1)

    def _roll(self, F, x, s):
        for axis in (1, 2):
            x = F.concat(F.slice_axis(x, axis=axis, begin=s, end=None),
                         F.slice_axis(x, axis=axis, begin=0, end=s), dim=axis)
        return x

    def hybrid_forward(self, F, x, attn_mask):
        feat = self.conv_first(x)
        h = F.pad(feat, mode="reflect", pad_width=(0, 0, 0, 0, 0, self.pad, 0, self.pad))
        h = self._roll(F, self.norm(h.transpose((0, 2, 3, 1))), self.shift)
        h = self.attn(window_partition(h, self.ws, self.dim), attn_mask)
        h = self._roll(F, window_reverse(h, self.ws, self.hp, self.hp, self.dim), -self.shift)
        h = F.slice(h, begin=(None, 0, 0, None), end=(None, self.img_size, self.img_size, None))
        return x + self.conv_last(feat + h.transpose((0, 3, 1, 2)))


Net = ShiftedWindowBlock
