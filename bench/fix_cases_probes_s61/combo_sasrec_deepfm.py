"""A sequence-aware CTR model: a SASRec-style history (item + `F.arange(L)` position embeddings added by a plain `+`, padding zeroed by `(ids != 0).expand_dims(-1)`) mean-pooled over the valid count, joined as one more field to DeepFM's field embeddings, and the FM term `0.5 * (s ** 2 - (e ** 2).sum(1))` over the fields stacked from `range(fields.shape[1])`."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=6, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.item = nn.Embedding(vocab, dim)
            self.pos = nn.Embedding(8, dim)
            self.field = nn.Embedding(vocab, dim)

    def hybrid_forward(self, F, hist, fields):
        ids = F.round(F.abs(hist) * 4)
        L = hist.shape[1]
        h = self.item(ids) + self.pos(F.arange(L))
        valid = (ids != 0).expand_dims(-1)
        user = (h * valid).sum(axis=1) / F.maximum(valid.sum(axis=1), 1)
        fids = F.round(F.abs(fields) * 4)
        es = [self.field(fids[:, i]) for i in range(fields.shape[1])]
        e = F.stack(user, *es, axis=1)
        s = e.sum(axis=1)
        return 0.5 * (s ** 2 - (e ** 2).sum(axis=1)).sum(axis=1)
