"""MusicGen's transformer layer with cross-attention to the T5 text conditioning: self-attention on the
summed codebook embeddings (B, T, C) with a causal mask, cross-attention whose keys and values come from
the conditioning (B, S, C') projected to C, heads split by `q.reshape((B, T, self.num_heads, -1))` from
`B, T, C = x.shape` and `S = cross.shape[1]`, and the feed-forward; residual additions as in the audiocraft
StreamingTransformerLayer (norm first)."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8), (2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, cond_dim=6, num_heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        with self.name_scope():
            self.norm1 = nn.LayerNorm(in_channels=dim)
            self.norm_cross = nn.LayerNorm(in_channels=dim)
            self.norm2 = nn.LayerNorm(in_channels=dim)
            self.cond_proj = nn.Dense(dim, in_units=cond_dim, flatten=False)
            self.in_proj = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.q_cross = nn.Dense(dim, in_units=dim, flatten=False)
            self.kv_cross = nn.Dense(2 * dim, in_units=dim, flatten=False)
            self.out_proj = nn.Dense(dim, in_units=dim, flatten=False)
            self.out_cross = nn.Dense(dim, in_units=dim, flatten=False)
            self.ffn = nn.Dense(dim, in_units=dim, flatten=False, activation='relu')

    def attend(self, F, q, k, v, mask=None):
        att = F.batch_dot(q, k, transpose_b=True) * self.scale
        if mask is not None:
            att = F.broadcast_add(att, mask)
        return F.batch_dot(F.softmax(att, axis=-1), v)

    def hybrid_forward(self, F, x, cross):
        B, T, C = x.shape
        S = cross.shape[1]
        h = self.num_heads
        qkv = self.in_proj(self.norm1(x)).reshape((B, T, 3, h, -1)).transpose((2, 0, 3, 1, 4))
        q, k, v = [t.reshape((B * h, T, -1)) for t in F.split(qkv, num_outputs=3, axis=0, squeeze_axis=True)]
        mask = F.broadcast_lesser(F.arange(T).reshape((T, 1)), F.arange(T).reshape((1, T))) * -1e9
        y = self.attend(F, q, k, v, mask.expand_dims(0))
        x = x + self.out_proj(y.reshape((B, h, T, -1)).transpose((0, 2, 1, 3)).reshape((B, T, C)))
        cond = self.cond_proj(cross)
        q = self.q_cross(self.norm_cross(x)).reshape((B, T, h, -1)).transpose((0, 2, 1, 3)).reshape((B * h, T, -1))
        kv = self.kv_cross(cond).reshape((B, S, 2, h, -1)).transpose((2, 0, 3, 1, 4))
        k, v = F.split(kv, num_outputs=2, axis=0, squeeze_axis=True)
        y = self.attend(F, q, k.reshape((B * h, S, -1)), v.reshape((B * h, S, -1)))
        x = x + self.out_cross(y.reshape((B, h, T, -1)).transpose((0, 2, 1, 3)).reshape((B, T, C)))
        return x + self.ffn(self.norm2(x))
