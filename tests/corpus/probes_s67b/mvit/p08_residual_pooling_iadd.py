"""MViTv2 residual pooling connection written in place, `out += q` after the attention (an NDArray eagerly; a
Symbol has no `+=`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 17, 8)]


class IaddResidualPooling(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        out = F.batch_dot(att, v)
        out += q
        return self.proj(out)


Net = IaddResidualPooling
