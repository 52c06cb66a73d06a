"""AutoInt dense-feature embeddings written as torch broadcasting allows: `values.expand_dims(2) * field_embed`, an (N, fields, 1) tensor times the (fields, d) Parameter with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class PlainFieldEmbed(HybridBlock):
    def __init__(self, fields=5, embed_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.field_embed = self.params.get("field_embed", shape=(fields, embed_dim))
            self.out = nn.Dense(1, in_units=fields * embed_dim)

    def hybrid_forward(self, F, values, field_embed):
        emb = values.expand_dims(2) * field_embed
        return self.out(emb.reshape((0, -1)))


Net = PlainFieldEmbed
