"""AutoInt embeddings with missing fields masked only when some field is missing: `if mask.min() == 0:` on the (N, fields) mask tensor before `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 5)]


class MaskedFields(HybridBlock):
    def __init__(self, fields=5, embed_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.field_embed = self.params.get("field_embed", shape=(fields, embed_dim))
            self.out = nn.Dense(1, in_units=fields * embed_dim)

    def hybrid_forward(self, F, values, mask_raw, field_embed):
        emb = F.broadcast_mul(values.expand_dims(2), field_embed.expand_dims(0))
        mask = mask_raw > 0
        if mask.min() == 0:
            emb = F.broadcast_mul(emb, mask.expand_dims(2))
        return self.out(emb.reshape((0, -1)))


Net = MaskedFields
