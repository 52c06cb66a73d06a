"""Donut's Swin-like encoder stage: patches embedded by a strided conv, the (B, H, W, C) map from `x.shape`,
window partition `(B, H // ws, ws, W // ws, ws, C)` -> (B * nW, ws*ws, C), window attention with a learned
relative bias added to the (B*nW, ws*ws, ws*ws) scores, windows reversed, and Swin's patch merging of the four
interleaved sub-grids `x[:, 0::2, 0::2, :]`, `x[:, 1::2, 0::2, :]`, ... concatenated and reduced by a Dense."""
import math

from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, in_chans=3, embed_dim=8, patch_size=2, window_size=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.window_size = window_size
        self.embed_dim = embed_dim
        with self.name_scope():
            self.patch_embed = nn.Conv2D(embed_dim, patch_size, strides=patch_size, in_channels=in_chans)
            self.norm1 = nn.LayerNorm(in_channels=embed_dim)
            self.qkv = nn.Dense(embed_dim * 3, in_units=embed_dim, flatten=False)
            self.relative_position_bias = self.params.get(
                'relative_position_bias', shape=(window_size ** 2, window_size ** 2), init=init.Normal(0.02))
            self.proj = nn.Dense(embed_dim, in_units=embed_dim, flatten=False)
            self.merge_norm = nn.LayerNorm(in_channels=4 * embed_dim)
            self.reduction = nn.Dense(2 * embed_dim, in_units=4 * embed_dim, use_bias=False, flatten=False)

    def window_partition(self, x, ws):
        B, H, W, C = x.shape
        x = x.reshape((B, H // ws, ws, W // ws, ws, C))
        return x.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, ws * ws, C))

    def window_reverse(self, windows, ws, H, W):
        B = int(windows.shape[0] / (H * W / ws / ws))
        x = windows.reshape((B, H // ws, W // ws, ws, ws, -1))
        return x.transpose((0, 1, 3, 2, 4, 5)).reshape((B, H, W, -1))

    def hybrid_forward(self, F, pixel_values, relative_position_bias):
        x = self.patch_embed(pixel_values).transpose((0, 2, 3, 1))
        B, H, W, C = x.shape
        ws = self.window_size
        windows = self.window_partition(self.norm1(x), ws)
        q, k, v = F.split(self.qkv(windows), num_outputs=3, axis=-1)
        attn = F.batch_dot(q, k, transpose_b=True) / math.sqrt(C)
        attn = F.softmax(attn + relative_position_bias.expand_dims(0), axis=-1)
        windows = self.proj(F.batch_dot(attn, v))
        x = x + self.window_reverse(windows, ws, H, W)
        x0 = x[:, 0::2, 0::2, :]
        x1 = x[:, 1::2, 0::2, :]
        x2 = x[:, 0::2, 1::2, :]
        x3 = x[:, 1::2, 1::2, :]
        x = F.concat(x0, x1, x2, x3, dim=-1).reshape((B, -1, 4 * C))
        return self.reduction(self.merge_norm(x))
