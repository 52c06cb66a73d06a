"""Distance matrix by the plain operator: `sq + F.transpose(sq)` adds an (N, 1) column to a (1, N) row."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class DistanceHead(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(dim)

    def hybrid_forward(self, F, x):
        emb = self.embed(x)
        sq = F.sum(emb * emb, axis=1, keepdims=True)
        d2 = sq + F.transpose(sq) - 2 * F.dot(emb, emb, transpose_b=True)
        return F.sqrt(F.maximum(d2, 1e-12))


Net = DistanceHead
