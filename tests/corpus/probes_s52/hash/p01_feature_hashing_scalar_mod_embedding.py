"""Hashing trick for a high-cardinality id column: ids times a python prime modulo the bucket count by the scalar `%`, embedded and mean-pooled over the fields."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


def raw_ids(F, x, vocab=100000):
    # the probe feeds uniform floats; real inputs are large integer ids
    return F.floor((x + 1) * 0.5 * vocab)


class HashedEmbedding(HybridBlock):
    def __init__(self, num_buckets=97, dim=4, prime=31, **kwargs):
        super().__init__(**kwargs)
        self.num_buckets, self.prime = num_buckets, prime
        with self.name_scope():
            self.embed = nn.Embedding(num_buckets, dim)

    def hybrid_forward(self, F, x):
        buckets = (raw_ids(F, x) * self.prime) % self.num_buckets
        return self.embed(buckets).mean(axis=1)


Net = HashedEmbedding
