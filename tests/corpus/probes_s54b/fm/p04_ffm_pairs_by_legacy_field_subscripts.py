"""Field-aware FM that picks field vectors with `emb[:, i, :]` subscripts inside the pair loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 4)]


class FieldAwareFM(HybridBlock):
    def __init__(self, num_fields=4, buckets=10, factors=3, **kwargs):
        super(FieldAwareFM, self).__init__(**kwargs)
        self.num_fields, self.buckets = num_fields, buckets
        with self.name_scope():
            self.tables = nn.HybridSequential()
            for _ in range(num_fields):
                self.tables.add(nn.Embedding(buckets + 1, factors))

    def hybrid_forward(self, F, x):
        ids = F.floor((x + 1) * (self.buckets // 2))
        embs = [table(ids) for table in self.tables]
        out = None
        for i in range(self.num_fields - 1):
            for j in range(i + 1, self.num_fields):
                term = F.sum(embs[j][:, i, :] * embs[i][:, j, :], axis=1, keepdims=True)
                out = term if out is None else out + term
        return out


Net = FieldAwareFM
