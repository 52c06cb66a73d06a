"""Factorization machine: field ids bucketed from raw features, embeddings `(N, F, K)`, the pairwise term by the square-of-sum minus sum-of-squares identity, a linear term from a 1-wide embedding."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class FactorizationMachine(HybridBlock):
    def __init__(self, buckets=20, factors=4, **kwargs):
        super(FactorizationMachine, self).__init__(**kwargs)
        self.buckets = buckets
        with self.name_scope():
            self.embed = nn.Embedding(buckets + 1, factors)
            self.linear = nn.Embedding(buckets + 1, 1)

    def hybrid_forward(self, F, x):
        ids = F.floor((x + 1) * (self.buckets // 2))
        v = self.embed(ids)
        square_of_sum = F.square(F.sum(v, axis=1))
        sum_of_square = F.sum(F.square(v), axis=1)
        cross = 0.5 * F.sum(square_of_sum - sum_of_square, axis=1, keepdims=True)
        linear = F.sum(self.linear(ids), axis=1)
        return F.sigmoid(linear + cross)


Net = FactorizationMachine
