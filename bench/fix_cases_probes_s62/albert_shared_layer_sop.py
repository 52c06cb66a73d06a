"""ALBERT's encoder and sentence-order head: one transformer layer whose parameters are shared,
applied `num_layers` times; heads split by `B, L, C = x.shape` and `reshape((B, L, heads, -1))`,
scores scaled by `math.sqrt(C // heads)`, the attention mask from the valid lengths (positions
`F.arange(L)` below the length) applied by `F.where`; the [CLS] state `x[:, 0, :]` pooled by a tanh
Dense and scored for sentence order by a 2-way Dense."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 4, 8), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, units=8, heads=2, num_layers=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        self.num_layers = num_layers
        with self.name_scope():
            self.qkv = nn.Dense(3 * units, in_units=units, flatten=False)
            self.proj = nn.Dense(units, in_units=units, flatten=False)
            self.ln1 = nn.LayerNorm(in_channels=units)
            self.ffn = nn.HybridSequential()
            self.ffn.add(nn.Dense(2 * units, in_units=units, flatten=False), nn.GELU(),
                         nn.Dense(units, in_units=2 * units, flatten=False))
            self.ln2 = nn.LayerNorm(in_channels=units)
            self.pooler = nn.Dense(units, in_units=units, activation='tanh')
            self.sop = nn.Dense(2, in_units=units)

    def _split_heads(self, x, B, L):
        return x.reshape((B, L, self.heads, -1)).transpose((0, 2, 1, 3)).reshape((B * self.heads, L, -1))

    def _layer(self, F, x, mask):
        B, L, C = x.shape
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k, v = [self._split_heads(t, B, L) for t in (q, k, v)]
        scores = F.batch_dot(q, k, transpose_b=True) / math.sqrt(C // self.heads)
        scores = F.where(mask, scores, -1e4 * F.ones_like(scores))
        ctx = F.batch_dot(F.softmax(scores, axis=-1), v)
        ctx = ctx.reshape((B, self.heads, L, -1)).transpose((0, 2, 1, 3)).reshape((B, L, C))
        x = self.ln1(x + self.proj(ctx))
        return self.ln2(x + self.ffn(x))

    def hybrid_forward(self, F, x, valid_length):
        L = x.shape[1]
        valid_length = F.clip(F.round((valid_length + 1) * L / 2), 1, L)
        mask = F.broadcast_lesser(F.arange(L).reshape((1, 1, -1)), valid_length.reshape((-1, 1, 1)))
        mask = F.repeat(F.broadcast_axis(mask, axis=1, size=L), repeats=self.heads, axis=0)
        for _ in range(self.num_layers):
            x = self._layer(F, x, mask)
        cls = x[:, 0, :]
        return self.sop(self.pooler(cls))
