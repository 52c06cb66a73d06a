"""A per-item popularity bias from Embedding(n, 1), (N, T, 1), added with a plain `+` to the (N, T, D)
softmax of the item features over their last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class PopBias(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.emb = nn.Embedding(10, 4)
            self.pop = nn.Embedding(10, 1)

    def hybrid_forward(self, F, ids):
        ids = F.abs(ids * 4).floor()
        return F.softmax(self.emb(ids)) + self.pop(ids)


Net = PopBias
