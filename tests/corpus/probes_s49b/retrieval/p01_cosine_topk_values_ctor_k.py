"""Embedding retrieval head: query and gallery projected and unit-normalised by `F.L2Normalization`, the (Q, G) similarity matrix by `F.dot(q, g, transpose_b=True)`, and the `self.k` best scores per query by `F.topk(ret_typ="value")` with `k` a constructor argument."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 10), (7, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=8, k=4, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, query, gallery):
        q = F.L2Normalization(self.proj(query))
        g = F.L2Normalization(self.proj(gallery))
        sim = F.dot(q, g, transpose_b=True)
        return F.topk(sim, axis=1, k=self.k, ret_typ="value")
