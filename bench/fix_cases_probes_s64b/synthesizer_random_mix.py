"""Random Synthesizer mixed with dot-product attention: a learned (heads, max_len, max_len)
attention table, independent of the input, is sliced to the actual length `[:, :n, :n]`, and
mixed with vanilla softmax(QK^T) attention by a fixed weight `alpha * R + (1 - alpha) * A`, the
table broadcast over the batch."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, heads=2, max_len=10, alpha=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        self.alpha = alpha
        self.scale = (dim // heads) ** -0.5
        with self.name_scope():
            self.random_attn = self.params.get('random_attn', shape=(heads, max_len, max_len))
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, random_attn):
        b, n, c = x.shape
        qkv = self.qkv(x).reshape((b, n, 3, self.heads, c // self.heads)).transpose((2, 0, 3, 1, 4))
        q, k, v = qkv[0], qkv[1], qkv[2]
        dot = F.softmax(F.batch_dot(q.reshape((-1, n, c // self.heads)),
                                    k.reshape((-1, n, c // self.heads)), transpose_b=True) * self.scale)
        rand = F.softmax(random_attn[:, :n, :n], axis=-1)
        attn = self.alpha * rand + (1 - self.alpha) * dot.reshape((b, self.heads, n, n))
        out = F.batch_dot(attn.reshape((-1, n, n)), v.reshape((-1, n, c // self.heads)))
        out = out.reshape((b, self.heads, n, -1)).transpose((0, 2, 1, 3)).reshape((b, n, c))
        return self.proj(out)
