"""Uformer's LeWin Transformer block on the token sequence (B, H*W, C) of a feature map: layer norm,
the tokens viewed as the (B, H, W, C) map (`H = W = int(math.sqrt(L))`), split into non-overlapping
windows by reshape/transpose (module functions `window_partition`/`window_reverse`), multi-head window
self-attention with qkv from one Dense, windows merged back, the residual, then an MLP."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 16, 8)]


def window_partition(x, win_size):
    B, H, W, C = x.shape
    x = x.reshape((B, H // win_size, win_size, W // win_size, win_size, C))
    windows = x.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, win_size, win_size, C))
    return windows


def window_reverse(windows, win_size, H, W):
    B = int(windows.shape[0] / (H * W / win_size / win_size))
    x = windows.reshape((B, H // win_size, W // win_size, win_size, win_size, -1))
    x = x.transpose((0, 1, 3, 2, 4, 5)).reshape((B, H, W, -1))
    return x


class WindowAttention(nn.HybridBlock):
    def __init__(self, dim, num_heads, **kwargs):
        super(WindowAttention, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(dim * 3, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        B_, N, C = x.shape
        qkv = self.qkv(x).reshape((B_, N, 3, self.num_heads, C // self.num_heads)).transpose((2, 0, 3, 1, 4))
        q, k, v = qkv[0], qkv[1], qkv[2]
        q = q * self.scale
        attn = F.batch_dot(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True)
        attn = F.softmax(attn, axis=-1)
        x = F.batch_dot(attn, v.reshape((-3, 0, 0))).reshape((B_, self.num_heads, N, -1))
        x = x.transpose((0, 2, 1, 3)).reshape((B_, N, C))
        return self.proj(x)


class Net(nn.HybridBlock):
    def __init__(self, dim=8, num_heads=2, win_size=2, mlp_ratio=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.win_size = win_size
        with self.name_scope():
            self.norm1 = nn.LayerNorm(in_channels=dim)
            self.attn = WindowAttention(dim, num_heads)
            self.norm2 = nn.LayerNorm(in_channels=dim)
            self.fc1 = nn.Dense(dim * mlp_ratio, in_units=dim, flatten=False)
            self.fc2 = nn.Dense(dim, in_units=dim * mlp_ratio, flatten=False)

    def hybrid_forward(self, F, x):
        B, L, C = x.shape
        H = int(math.sqrt(L))
        W = int(math.sqrt(L))
        shortcut = x
        x = self.norm1(x)
        x = x.reshape((B, H, W, C))
        x_windows = window_partition(x, self.win_size)
        x_windows = x_windows.reshape((-1, self.win_size * self.win_size, C))
        attn_windows = self.attn(x_windows)
        attn_windows = attn_windows.reshape((-1, self.win_size, self.win_size, C))
        x = window_reverse(attn_windows, self.win_size, H, W)
        x = x.reshape((B, H * W, C))
        x = shortcut + x
        x = x + self.fc2(F.LeakyReLU(self.fc1(self.norm2(x)), act_type='gelu'))
        return x
