"""SwinIR shifted-window attention whose mask is added by a module helper without F, `add_mask(attn, mask,
nw)`: `attn.reshape((-4, -1, nw, -2)) + mask.expand_dims(1).expand_dims(0)`, a plain `+` of (B, nW, h,
N, N) scores and the (1, nW, 1, N, N) mask."""
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


def add_mask(attn, mask, nw):
    return (attn.reshape((-4, -1, nw, -2)) + mask.expand_dims(1).expand_dims(0)).reshape((-3, -2))


class HelperMaskAttention(HybridBlock):
    def __init__(self, img_size=8, dim=4, ws=4, heads=2, shift=2, **kwargs):
        super().__init__(**kwargs)
        self.img_size = img_size
        self.dim = dim
        self.ws = ws
        self.heads = heads
        self.nw = (img_size // ws) ** 2
        with self.name_scope():
            self.attn_mask = self.params.get_constant("attn_mask", calculate_mask(img_size, img_size, ws, shift))
            self.conv_first = nn.Conv2D(dim, 3, padding=1)
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, attn_mask):
        feat = self.conv_first(x)
        w = window_partition(feat.transpose((0, 2, 3, 1)), self.ws, self.dim)
        qkv = self.qkv(w).reshape((0, 0, 3, self.heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k, v = F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)
        attn = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True)
        attn = add_mask(attn.reshape((-4, -1, self.heads, -2)), attn_mask, self.nw)
        out = F.batch_dot(F.softmax(attn, axis=-1).reshape((-3, -2)), v.reshape((-3, -2)))
        out = self.proj(out.reshape((-4, -1, self.heads, -2)).transpose((0, 2, 1, 3)).reshape((0, 0, -3)))
        return window_reverse(out, self.ws, self.img_size, self.img_size, self.dim).transpose((0, 3, 1, 2))


Net = HelperMaskAttention
