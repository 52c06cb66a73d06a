"""SASRec's prediction: the last position's state `h[:, -1, :]` scored against candidate item embeddings (B, C, D) by `(final.expand_dims(1) * cand).sum(-1)`, the candidates' ids rounded from a float input."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_items=6, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.item_emb = nn.Embedding(num_items, dim)
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, h, cand_ids):
        final = self.proj(h)[:, -1, :]
        cand = self.item_emb(F.round(F.abs(cand_ids) * 5))
        return (final.expand_dims(1) * cand).sum(-1)
