"""MViT attention that logs its entropy for monitoring: `self.last_entropy = ent.mean().asscalar()` inside
hybrid_forward (a Symbol has no `.asscalar()`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class LoggedEntropy(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        self.last_entropy = None
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        ent = -F.sum(att * F.log(att + 1e-9), axis=-1)
        self.last_entropy = ent.mean().asscalar()
        return F.batch_dot(att, v) + q


Net = LoggedEntropy
