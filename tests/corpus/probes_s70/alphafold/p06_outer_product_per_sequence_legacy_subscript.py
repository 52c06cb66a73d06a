"""Evoformer outer-product mean accumulated per sequence as a loop port writes it: `a[:, s]` and `b[:, s]`
of the (B, S, R, c) projections for `s in range(self.num_seq)`, outer products by `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 6)]


class LoopOuterProduct(HybridBlock):
    def __init__(self, num_seq=3, c=2, **kwargs):
        super().__init__(**kwargs)
        self.num_seq = num_seq
        with self.name_scope():
            self.left = nn.Dense(c, flatten=False)
            self.right = nn.Dense(c, flatten=False)

    def hybrid_forward(self, F, msa):
        a, b = self.left(msa), self.right(msa)
        total = 0
        for s in range(self.num_seq):
            total = total + F.batch_dot(a[:, s], b[:, s], transpose_b=True)
        return total / self.num_seq


Net = LoopOuterProduct
