"""AutoInt sparse features: per-field ids quantised from the input by the configured field sizes (a (1, fields) constant), shifted into one shared table by a (1, fields) offsets constant from `np.cumsum` of the field sizes (`broadcast_add`), `nn.Embedding(sum(field_dims), d)`, flattened to a logit."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class FieldEmbedding(HybridBlock):
    def __init__(self, field_dims=(3, 4, 2, 5, 3), embed_dim=4, **kwargs):
        super().__init__(**kwargs)
        offsets = np.concatenate([[0], np.cumsum(field_dims)[:-1]]).reshape(1, -1).astype("float32")
        with self.name_scope():
            self.offsets = self.params.get_constant("offsets", offsets)
            self.dims = self.params.get_constant("dims", np.array(field_dims, "float32").reshape(1, -1))
            self.embedding = nn.Embedding(int(sum(field_dims)), embed_dim)
            self.out = nn.Dense(1, in_units=len(field_dims) * embed_dim)

    def hybrid_forward(self, F, raw, offsets, dims):
        ids = F.broadcast_minimum(F.floor(F.broadcast_mul((raw + 1) * 0.5, dims)), dims - 1)
        emb = self.embedding(F.broadcast_add(ids, offsets))
        return self.out(emb.reshape((0, -1)))


Net = FieldEmbedding
