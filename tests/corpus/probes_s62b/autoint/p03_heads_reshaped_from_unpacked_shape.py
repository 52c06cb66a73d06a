"""AutoInt heads split with sizes unpacked from the projection, `n, f, _ = t.shape` then `t.reshape((n, f, heads, -1))` and `reshape((n * heads, f, -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class ShapeHeads(HybridBlock):
    def __init__(self, fields=5, embed_dim=4, heads=2, d_k=4, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.field_embed = self.params.get("field_embed", shape=(fields, embed_dim))
            self.q = nn.Dense(heads * d_k, flatten=False, use_bias=False)
            self.k = nn.Dense(heads * d_k, flatten=False, use_bias=False)

    def hybrid_forward(self, F, values, field_embed):
        emb = F.broadcast_mul(values.expand_dims(2), field_embed.expand_dims(0))

        def heads(t):
            n, f, _ = t.shape
            return t.reshape((n, f, self._h, -1)).transpose((0, 2, 1, 3)).reshape((n * self._h, f, -1))

        return F.softmax(F.batch_dot(heads(self.q(emb)), heads(self.k(emb)), transpose_b=True), axis=-1)


Net = ShapeHeads
