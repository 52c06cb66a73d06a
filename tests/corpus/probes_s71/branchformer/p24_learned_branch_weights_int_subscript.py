"""Branchformer's learned-average merge: `w = F.softmax(self.merge_w.data())`-style weights of two
branches as a Parameter (2,), applied as `w[0] * attn + w[1] * cgmlp` (integer subscripts of a tensor)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class LearnedMerge(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.merge_w = self.params.get("merge_w", shape=(2,), init="zeros")
            self.attn = nn.Dense(units, flatten=False)
            self.cgmlp = nn.Dense(units, flatten=False, activation="tanh")

    def hybrid_forward(self, F, x, merge_w):
        w = F.softmax(merge_w)
        branches = [self.attn(x), self.cgmlp(x)]
        return x + F.broadcast_mul(branches[0], w[0]) + F.broadcast_mul(branches[1], w[1])


Net = LearnedMerge
