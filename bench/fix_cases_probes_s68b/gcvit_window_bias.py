"""GC ViT's local window attention with a relative position bias: the bias table ((2ws-1)^2, heads) indexed
by a relative position index precomputed with numpy and held as an `nd.array` on the block
(`table[self.relative_position_index.reshape((-1,))]`), reshaped to (N, N, heads) and permuted, added to
the scores (B_, heads, N, N) with a plain `+` after `unsqueeze(0)`; windows partitioned and reversed on the
(B, H, W, C) layout with `B = int(windows.shape[0] / (H * W / ws / ws))`."""
import mxnet as mx
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 4)]


def window_partition(x, window_size):
    B, H, W, C = x.shape
    x = x.reshape((B, H // window_size, window_size, W // window_size, window_size, C))
    return x.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, window_size * window_size, C))


def window_reverse(windows, window_size, H, W):
    B = int(windows.shape[0] / (H * W / window_size / window_size))
    x = windows.reshape((B, H // window_size, W // window_size, window_size, window_size, -1))
    return x.transpose((0, 1, 3, 2, 4, 5)).reshape((B, H, W, -1))


class WindowAttention(nn.HybridBlock):
    def __init__(self, dim, window_size, num_heads, **kwargs):
        super(WindowAttention, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        coords = np.stack(np.meshgrid(np.arange(window_size), np.arange(window_size), indexing='ij'))
        flat = coords.reshape(2, -1)
        rel = (flat[:, :, None] - flat[:, None, :]).transpose(1, 2, 0)
        rel[:, :, 0] += window_size - 1
        rel[:, :, 1] += window_size - 1
        rel[:, :, 0] *= 2 * window_size - 1
        self.relative_position_index = nd.array(rel.sum(-1), dtype='int32')
        with self.name_scope():
            self.relative_position_bias_table = self.params.get(
                'relative_position_bias_table', shape=((2 * window_size - 1) ** 2, num_heads),
                init=mx.init.Normal(0.02))
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, relative_position_bias_table):
        B_, N, C = x.shape
        hd = C // self.num_heads
        qkv = self.qkv(x).reshape((B_, N, 3, self.num_heads, hd)).transpose((2, 0, 3, 1, 4))
        q, k, v = qkv[0] * self.scale, qkv[1], qkv[2]
        attn = F.batch_dot(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True)
        attn = attn.reshape((B_, self.num_heads, N, N))
        bias = relative_position_bias_table[self.relative_position_index.reshape((-1,))]
        bias = bias.reshape((N, N, -1)).transpose((2, 0, 1))
        attn = F.softmax(attn + bias.expand_dims(0), axis=-1)
        out = F.batch_dot(attn.reshape((-3, 0, 0)), v.reshape((-3, 0, 0)))
        out = out.reshape((B_, self.num_heads, N, hd)).transpose((0, 2, 1, 3)).reshape((B_, N, C))
        return self.proj(out)


class Net(nn.HybridBlock):
    def __init__(self, dim=4, window_size=2, num_heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.window_size = window_size
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=dim)
            self.attn = WindowAttention(dim, window_size, num_heads)

    def hybrid_forward(self, F, x):
        x = x.transpose((0, 2, 3, 1))
        B, H, W, C = x.shape
        shortcut = x
        windows = window_partition(self.norm(x), self.window_size)
        x = window_reverse(self.attn(windows), self.window_size, H, W)
        return (shortcut + x).transpose((0, 3, 1, 2))
