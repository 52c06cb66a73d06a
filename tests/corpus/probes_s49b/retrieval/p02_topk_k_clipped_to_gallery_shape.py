"""Retrieval head that clips the number of neighbours to the gallery size, `k = min(self.k, gallery.shape[0])`, before `F.topk` on the similarity matrix."""
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
        k = min(self.k, gallery.shape[0])
        return F.topk(F.dot(q, g, transpose_b=True), axis=1, k=k, ret_typ="value")
