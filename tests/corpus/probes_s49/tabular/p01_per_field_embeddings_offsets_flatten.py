"""Per-field embeddings of a (N, F) categorical index tensor: each field's ids are shifted by its offset into one shared table (a (F,) constant added by `broadcast_add`), embedded to (N, F, K), flattened by the reshape code `(0, -1)` and concatenated with the dense numeric features before an MLP."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 2)]


class Net(HybridBlock):
    def __init__(self, field_dims=(5, 7, 4), embed=3, numeric=2, hidden=8, **kwargs):
        super().__init__(**kwargs)
        offsets = np.concatenate([[0], np.cumsum(field_dims)[:-1]]).astype("float32")
        with self.name_scope():
            self.offsets = self.params.get_constant("offsets", offsets)
            self.embedding = nn.Embedding(sum(field_dims), embed)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(hidden, activation="relu", in_units=len(field_dims) * embed + numeric),
                         nn.Dense(1, in_units=hidden))

    def hybrid_forward(self, F, cat, num, offsets):
        ids = F.broadcast_add(F.abs(F.floor(cat * 4)), offsets.reshape((1, -1)))
        emb = self.embedding(ids).reshape((0, -1))
        return self.mlp(F.concat(emb, num, dim=1))
