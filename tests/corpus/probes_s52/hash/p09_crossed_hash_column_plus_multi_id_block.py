"""Crossed feature of one user column (N, 1) with a bag of item ids (N, 3), combined by the plain operators `u * P + items`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 1), (4, 3)]


class CrossedBag(HybridBlock):
    def __init__(self, buckets=101, dim=3, prime=1000003, **kwargs):
        super().__init__(**kwargs)
        self.buckets, self.prime = buckets, prime
        with self.name_scope():
            self.cross = nn.Embedding(buckets, dim)

    def hybrid_forward(self, F, user, items):
        u = F.floor((user + 1) * 500)
        bag = F.floor((items + 1) * 500)
        crossed = (u * self.prime + bag) % self.buckets
        return self.cross(crossed).mean(axis=1)


Net = CrossedBag
