"""TabTransformer: column tokens (b, n, d) through one transformer layer over the columns (multi-head
self-attention by reshape to `(b, n, heads, d // heads)` from `x.shape`, batch_dot, softmax, a residual
`x += attn`), flattened by `x.reshape((x.shape[0], -1))`, the continuous features layer-normed and
concatenated, and an MLP head."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 3, 8), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, num_columns=3, dim=8, heads=2, num_continuous=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False, use_bias=False)
            self.ln1 = nn.LayerNorm(in_channels=dim)
            self.ff = nn.Dense(dim, in_units=dim, flatten=False, activation='relu')
            self.norm_cont = nn.LayerNorm(in_channels=num_continuous)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(16, in_units=num_columns * dim + num_continuous, activation='relu'),
                         nn.Dense(1, in_units=16))

    def hybrid_forward(self, F, x, x_cont):
        b, n, d = x.shape
        dh = d // self.heads
        qkv = self.qkv(self.ln1(x)).reshape((b, n, 3, self.heads, dh)).transpose((2, 0, 3, 1, 4))
        q, k, v = qkv[0], qkv[1], qkv[2]
        q = q.reshape((b * self.heads, n, dh))
        k = k.reshape((b * self.heads, n, dh))
        v = v.reshape((b * self.heads, n, dh))
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(dh), axis=-1)
        out = F.batch_dot(attn, v).reshape((b, self.heads, n, dh)).transpose((0, 2, 1, 3)).reshape((b, n, d))
        x += out
        x = x + self.ff(x)
        flat = x.reshape((x.shape[0], -1))
        return self.mlp(F.concat(flat, self.norm_cont(x_cont), dim=1))
