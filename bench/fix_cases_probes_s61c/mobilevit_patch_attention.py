"""The transformer of a MobileViT block over unfolded patches `(b, p, n, d)`: `b, p, n, d = x.shape`,
qkv from one Dense split by `F.split(..., num_outputs=3, axis=-1)`, heads by
`reshape((b * p, n, self.heads, -1))`, the scale `x.shape[-1] ** -0.5` on the head width, and the
heads merged back by `reshape((b, p, n, -1))`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False, use_bias=False)
            self.out = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        b, p, n, d = x.shape
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q = q.reshape((b * p, n, self.heads, -1)).transpose((0, 2, 1, 3))
        k = k.reshape((b * p, n, self.heads, -1)).transpose((0, 2, 1, 3))
        v = v.reshape((b * p, n, self.heads, -1)).transpose((0, 2, 1, 3))
        scale = q.shape[-1] ** -0.5
        q = q.reshape((-1, n, d // self.heads))
        k = k.reshape((-1, n, d // self.heads))
        v = v.reshape((-1, n, d // self.heads))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * scale, axis=-1)
        out = F.batch_dot(att, v).reshape((b * p, self.heads, n, -1)).transpose((0, 2, 1, 3))
        return x + self.out(out.reshape((b, p, n, -1)))
