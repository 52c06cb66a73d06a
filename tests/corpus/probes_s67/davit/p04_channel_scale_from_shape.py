"""Channel attention scaled as in the reference, `scale = q.shape[1] ** -0.5` (the token count read from the
folded query)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ShapeScale(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scale = q.shape[1] ** -0.5
        attn = F.softmax(F.batch_dot(q * scale, k, transpose_a=True), axis=-1)
        return F.batch_dot(v, attn, transpose_b=True)


Net = ShapeScale
