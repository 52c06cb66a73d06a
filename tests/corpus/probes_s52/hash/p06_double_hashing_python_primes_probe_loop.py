"""Double hashing `h1 + i * h2` over a python probe count, `h2 = 1 + ids % (p2 - 1)` with python primes, the probes concatenated on a new axis with `F.stack` and averaged."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5,)]


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
        slots = [(h1 + i * h2) % self.num_buckets for i in range(self.num_probes)]
        return self.table(F.stack(*slots, axis=1)).mean(axis=1)


Net = DoubleHashEmbedding
