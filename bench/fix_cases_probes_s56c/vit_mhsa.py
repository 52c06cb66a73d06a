"""ViT multi-head self-attention as timm writes it: `b, n, c = x.shape`, qkv reshaped to (b, n, 3, heads, c // heads) and permuted, q/k/v taken by `qkv[0]`, `qkv[1]`, `qkv[2]`, scaled by `(c // heads) ** -0.5`, heads merged back by `(b, n, c)`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = 2
        with self.name_scope():
            self.qkv = nn.Dense(24, in_units=8, flatten=False)
            self.proj = nn.Dense(8, in_units=8, flatten=False)

    def hybrid_forward(self, F, x):
        b, n, c = x.shape
        d = c // self.heads
        qkv = self.qkv(x).reshape((b, n, 3, self.heads, d)).transpose((2, 0, 3, 1, 4))
        q, k, v = qkv[0], qkv[1], qkv[2]
        q = q.reshape((b * self.heads, n, d))
        k = k.reshape((b * self.heads, n, d))
        v = v.reshape((b * self.heads, n, d))
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * d ** -0.5, axis=-1)
        out = F.batch_dot(attn, v).reshape((b, self.heads, n, d)).transpose((0, 2, 1, 3))
        return self.proj(out.reshape((b, n, c)))
