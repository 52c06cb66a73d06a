"""Signed feature hashing with the fold and the sign in the graph: `F.abs` of the ids, the sign hash by scalar `%`, rows weighted by `broadcast_mul` of the sign as a trailing axis and summed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class SignedHashing(HybridBlock):
    def __init__(self, num_buckets=67, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.num_buckets = num_buckets
        with self.name_scope():
            self.table = nn.Embedding(num_buckets, dim)

    def hybrid_forward(self, F, x):
        ids = F.abs(F.floor(x * 40000))
        sign = F.where((ids * 31) % 2 > 0, F.ones_like(ids), -F.ones_like(ids))
        rows = self.table((ids * 17) % self.num_buckets)
        return F.sum(F.broadcast_mul(rows, sign.expand_dims(-1)), axis=1)


Net = SignedHashing
