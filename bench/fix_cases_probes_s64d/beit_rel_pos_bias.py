"""BEiT's relative position bias: a table of `(2Wh-1)(2Ww-1) + 3` rows per head (the three extra rows for
cls-to-token, token-to-cls and cls-to-cls), a relative position index built in `__init__` with numpy from
the window size and kept as an NDArray, the bias gathered by the legacy advanced subscript
`table[self.index.reshape((-1,))]`, reshaped to `(N, N, heads)` with `N = Wh * Ww + 1` and transposed, then
added to the attention logits of `B, N, C = x.shape` by a plain `+` of (B, H, N, N) and (H, N, N)."""
import math

import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


def relative_position_index(window_size):
    coords = np.stack(np.meshgrid(np.arange(window_size[0]), np.arange(window_size[1]), indexing='ij'))
    coords_flatten = coords.reshape(2, -1)
    rel = (coords_flatten[:, :, None] - coords_flatten[:, None, :]).transpose(1, 2, 0)
    rel[:, :, 0] += window_size[0] - 1
    rel[:, :, 1] += window_size[1] - 1
    rel[:, :, 0] *= 2 * window_size[1] - 1
    num_distance = (2 * window_size[0] - 1) * (2 * window_size[1] - 1) + 3
    n = window_size[0] * window_size[1] + 1
    index = np.zeros((n, n), dtype='int64')
    index[1:, 1:] = rel.sum(-1)
    index[0, 0:] = num_distance - 3
    index[0:, 0] = num_distance - 2
    index[0, 0] = num_distance - 1
    return index


class Net(nn.HybridBlock):
    def __init__(self, dim=8, heads=2, window_size=(2, 2), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        self.scale = (dim // heads) ** -0.5
        num_distance = (2 * window_size[0] - 1) * (2 * window_size[1] - 1) + 3
        self.index = nd.array(relative_position_index(window_size))
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)
            self.table = self.params.get('table', shape=(num_distance, heads), init='normal')

    def hybrid_forward(self, F, x, table):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape((B, N, 3, self.heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k, v = qkv[0] * self.scale, qkv[1], qkv[2]
        attn = F.linalg.gemm2(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True)
        attn = attn.reshape((B, self.heads, N, N))
        bias = table[self.index.reshape((-1,))].reshape((N, N, -1)).transpose((2, 0, 1))
        attn = F.softmax(attn + bias, axis=-1)
        out = F.batch_dot(attn.reshape((-3, 0, 0)), v.reshape((-3, 0, 0))).reshape((B, self.heads, N, -1))
        return self.proj(out.transpose((0, 2, 1, 3)).reshape((B, N, C)))
