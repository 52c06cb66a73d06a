"""Signed feature hashing that first folds negative ids with a python `if (ids < 0).sum() > 0:` on the tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class SignedHashing(HybridBlock):
    def __init__(self, num_buckets=67, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.num_buckets = num_buckets
        with self.name_scope():
            self.table = nn.Embedding(num_buckets, dim)

    def hybrid_forward(self, F, x):
        ids = F.floor(x * 40000)
        if (ids < 0).sum() > 0:
            ids = F.abs(ids)
        sign = 2 * ((ids * 31) % 2) - 1
        rows = self.table((ids * 17) % self.num_buckets)
        return F.sum(F.broadcast_mul(rows, sign.expand_dims(-1)), axis=1)


Net = SignedHashing
