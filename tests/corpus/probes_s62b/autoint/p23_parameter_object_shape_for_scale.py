"""AutoInt attention scaled by the embedding width read from the Parameter object, `1 / math.sqrt(self.field_embed.shape[1])` (a shape fixed in the constructor, not the traced tensor's)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class ParamShapeScale(HybridBlock):
    def __init__(self, fields=5, embed_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.field_embed = self.params.get("field_embed", shape=(fields, embed_dim))
            self.q = nn.Dense(embed_dim, flatten=False, use_bias=False)
            self.k = nn.Dense(embed_dim, flatten=False, use_bias=False)

    def hybrid_forward(self, F, values, field_embed):
        emb = F.broadcast_mul(values.expand_dims(2), field_embed.expand_dims(0))
        scale = 1.0 / math.sqrt(self.field_embed.shape[1])
        scores = F.batch_dot(self.q(emb), self.k(emb), transpose_b=True) * scale
        return F.batch_dot(F.softmax(scores, axis=-1), emb)


Net = ParamShapeScale
