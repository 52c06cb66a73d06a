"""ESM-2's self-attention with rotary embeddings (ported): q, k, v projections split into heads,
the rotary tables for `seq_len = x.shape[1]` from `F.arange(seq_len)` and the inverse frequencies,
`rotate_half` written with ellipsis subscripts (`x[..., : d // 2]`, `x[..., d // 2:]`), q and k
rotated, scaled dot-product attention per head, the heads merged and projected."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


def rotate_half(F, x, d):
    x1, x2 = x[..., : d // 2], x[..., d // 2:]
    return F.concat(-x2, x1, dim=-1)


class Net(nn.HybridBlock):
    def __init__(self, embed_dim=8, num_heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.h = num_heads
        self.d = embed_dim // num_heads
        with self.name_scope():
            self.q_proj = nn.Dense(embed_dim, in_units=embed_dim, flatten=False)
            self.k_proj = nn.Dense(embed_dim, in_units=embed_dim, flatten=False)
            self.v_proj = nn.Dense(embed_dim, in_units=embed_dim, flatten=False)
            self.out_proj = nn.Dense(embed_dim, in_units=embed_dim, flatten=False)

    def heads(self, F, t):
        return t.reshape((0, 0, self.h, self.d)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

    def hybrid_forward(self, F, x):
        d = self.d
        q = self.heads(F, self.q_proj(x)) * d ** -0.5
        k = self.heads(F, self.k_proj(x))
        v = self.heads(F, self.v_proj(x))
        seq_len = x.shape[1]
        inv_freq = 1.0 / (10000 ** (F.arange(0, d, 2) / d))
        freqs = F.dot(F.arange(seq_len).reshape((-1, 1)), inv_freq.reshape((1, -1)))
        emb = F.concat(freqs, freqs, dim=-1)
        cos, sin = F.cos(emb).expand_dims(0), F.sin(emb).expand_dims(0)
        q = F.broadcast_mul(q, cos) + F.broadcast_mul(rotate_half(F, q, d), sin)
        k = F.broadcast_mul(k, cos) + F.broadcast_mul(rotate_half(F, k, d), sin)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        out = F.batch_dot(attn, v).reshape((-4, -1, self.h, 0, 0)).transpose((0, 2, 1, 3))
        return self.out_proj(out.reshape((0, 0, -3)))
