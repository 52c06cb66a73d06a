"""AutoInt interacting layer without a residual projection, `F.relu(out + emb)`: the merged heads (N, fields, heads * d_k) and the embeddings (N, fields, d) have equal widths because the constructor takes d_k = embed_dim // heads; scores scaled by a python `1 / math.sqrt(d_k)`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class PlainResidualInteracting(HybridBlock):
    def __init__(self, fields=5, embed_dim=8, heads=2, **kwargs):
        super().__init__(**kwargs)
        d_k = embed_dim // heads
        self._h, self._scale = heads, 1.0 / math.sqrt(d_k)
        with self.name_scope():
            self.field_embed = self.params.get("field_embed", shape=(fields, embed_dim))
            self.qkv = nn.Dense(3 * heads * d_k, flatten=False, use_bias=False)

    def hybrid_forward(self, F, values, field_embed):
        emb = F.broadcast_mul(values.expand_dims(2), field_embed.expand_dims(0))
        q, k, v = F.split(self.qkv(emb), num_outputs=3, axis=-1)
        q, k, v = [t.reshape((0, 0, self._h, -1)).transpose((0, 2, 1, 3)).reshape((-3, 0, 0)) for t in (q, k, v)]
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        out = F.batch_dot(att, v).reshape((-4, -1, self._h, 0, 0)).transpose((0, 2, 1, 3)).reshape((0, 0, -1))
        return F.relu(out + emb)


Net = PlainResidualInteracting
