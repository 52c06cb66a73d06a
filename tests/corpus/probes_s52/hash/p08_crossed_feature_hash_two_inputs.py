"""Crossed categorical feature for a wide model: two id columns combined `(a * P + b) % M` with a python prime, embedded, concatenated with both single-column embeddings."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 1), (4, 1)]


class CrossedFeatures(HybridBlock):
    def __init__(self, buckets=101, dim=3, prime=1000003, **kwargs):
        super().__init__(**kwargs)
        self.buckets, self.prime = buckets, prime
        with self.name_scope():
            self.single = nn.Embedding(buckets, dim)
            self.cross = nn.Embedding(buckets, dim)

    def hybrid_forward(self, F, user, item):
        u = F.floor((user + 1) * 500)
        i = F.floor((item + 1) * 500)
        crossed = (u * self.prime + i) % self.buckets
        parts = [self.single(u % self.buckets), self.single(i % self.buckets), self.cross(crossed)]
        return F.concat(*parts, dim=-1).reshape((0, -1))


Net = CrossedFeatures
