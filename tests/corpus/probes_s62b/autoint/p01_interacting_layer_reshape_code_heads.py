"""AutoInt interacting layer: field embeddings (N, fields, d) from per-field values times a (fields, d) Parameter (`broadcast_mul` after `expand_dims`), queries/keys/values by `Dense(heads * d_k, flatten=False)`, heads split by `reshape((0, 0, heads, -1))` + `transpose((0, 2, 1, 3))` + `reshape((-3, 0, 0))`, `batch_dot` scores softmaxed, heads merged by `reshape((-4, -1, heads, 0, 0))`, a residual projection and ReLU."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class InteractingLayer(HybridBlock):
    def __init__(self, fields=5, embed_dim=4, heads=2, d_k=4, **kwargs):
        super().__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.field_embed = self.params.get("field_embed", shape=(fields, embed_dim))
            self.q = nn.Dense(heads * d_k, flatten=False, use_bias=False)
            self.k = nn.Dense(heads * d_k, flatten=False, use_bias=False)
            self.v = nn.Dense(heads * d_k, flatten=False, use_bias=False)
            self.res = nn.Dense(heads * d_k, flatten=False, use_bias=False)

    def hybrid_forward(self, F, values, field_embed):
        emb = F.broadcast_mul(values.expand_dims(2), field_embed.expand_dims(0))

        def heads(t):
            return t.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0))

        q, k, v = heads(self.q(emb)), heads(self.k(emb)), heads(self.v(emb))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        out = F.batch_dot(att, v).reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3))
        return F.relu(out.reshape((0, 0, -1)) + self.res(emb))


Net = InteractingLayer
