"""Double hashing whose probe rows are concatenated with `F.concat` and averaged by dividing the sum by `idx.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 1)]


class DoubleHashEmbedding(HybridBlock):
    def __init__(self, num_buckets=53, dim=4, num_probes=3, p1=7919, p2=13, **kwargs):
        super().__init__(**kwargs)
        self.num_buckets, self.num_probes, self.p1, self.p2 = num_buckets, num_probes, p1, p2
        with self.name_scope():
            self.table = nn.Embedding(num_buckets, dim)

    def hybrid_forward(self, F, x):
        ids = F.floor((x + 1) * 20000)
        h1 = (ids * self.p1) % self.num_buckets
        h2 = 1 + ids % (self.p2 - 1)
        idx = F.concat(*[(h1 + i * h2) % self.num_buckets for i in range(self.num_probes)], dim=1)
        return self.table(idx).sum(axis=1) / idx.shape[1]


Net = DoubleHashEmbedding
