"""Hashed embedding that reads its bucket count from the table's Parameter, `self.table.weight.shape[0]`, a python int fixed at construction."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class HashedTable(HybridBlock):
    def __init__(self, num_buckets=89, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.table = nn.Embedding(num_buckets, dim)

    def hybrid_forward(self, F, x):
        ids = F.floor((x + 1) * 30000)
        buckets = (ids * 2654435761) % self.table.weight.shape[0]
        return self.table(buckets).sum(axis=1)


Net = HashedTable
