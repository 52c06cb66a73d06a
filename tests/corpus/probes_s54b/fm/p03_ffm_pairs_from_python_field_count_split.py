"""Field-aware FM: one embedding table per field, field vectors taken apart with `F.split(..., num_outputs=self.num_fields, squeeze_axis=True)`, a python double loop over field pairs."""
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
        per_table = [F.split(table(ids), num_outputs=self.num_fields, axis=1, squeeze_axis=True)
                     for table in self.tables]
        terms = []
        for i in range(self.num_fields - 1):
            for j in range(i + 1, self.num_fields):
                terms.append(F.sum(per_table[j][i] * per_table[i][j], axis=1, keepdims=True))
        return F.add_n(*terms)


Net = FieldAwareFM
