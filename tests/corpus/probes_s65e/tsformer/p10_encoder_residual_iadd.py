"""Transformer encoder layer with residuals added in place, `x += self.ffn(x)` after the attention."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class IaddResidualEncoder(HybridBlock):
    def __init__(self, d_model=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_model, flatten=False)
            self.ffn = nn.Dense(d_model, flatten=False, activation="relu")
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        x = x + F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1), v)
        x += self.ffn(x)
        return self.norm(x)


Net = IaddResidualEncoder
