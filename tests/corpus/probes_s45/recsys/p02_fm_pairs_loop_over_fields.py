"""Factorization machine that enumerates field pairs with `range(emb.shape[1])` and slices each field."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, num_features=40, factor_dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.factors = nn.Embedding(num_features, factor_dim)

    def hybrid_forward(self, F, ids):
        emb = self.factors(F.floor((ids + 1) * 19.5))           # B, F, K
        num_fields = emb.shape[1]
        pairs = []
        for i in range(num_fields):
            for j in range(i + 1, num_fields):
                vi = F.slice_axis(emb, axis=1, begin=i, end=i + 1)
                vj = F.slice_axis(emb, axis=1, begin=j, end=j + 1)
                pairs.append(F.sum(vi * vj, axis=(1, 2)))
        return F.add_n(*pairs)
