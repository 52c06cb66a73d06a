"""Hashing trick: raw ids folded into the table by `% self.emb.weight.shape[0]`, a Parameter's shape, a python int fixed at construction."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 3)]


class HashedDLRM(HybridBlock):
    def __init__(self, table=7, dim=4, **kwargs):
        super(HashedDLRM, self).__init__(**kwargs)
        with self.name_scope():
            self.bot = nn.Dense(dim, in_units=5)
            self.emb = nn.Embedding(table, dim)
            self.top = nn.Dense(1, in_units=4 * dim)

    def hybrid_forward(self, F, dense, raw_ids):
        hashed = F.floor((raw_ids + 1) * 50) % self.emb.weight.shape[0]
        e = self.emb(hashed)
        x = self.bot(dense).expand_dims(axis=1)
        T = F.concat(x, e, dim=1)
        return self.top(T.reshape((0, -1)))


Net = HashedDLRM
