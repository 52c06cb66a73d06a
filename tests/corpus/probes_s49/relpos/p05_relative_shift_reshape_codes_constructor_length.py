"""Transformer-XL relative shift with the segment length from the constructor: the zero column comes from `zeros_like` of a one-column `slice_axis`, and the (N, K+1, Q) and (N, Q, K) views are reshape codes `(0, K+1, Q)` and `(0, Q, K)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class RelShiftAttention(HybridBlock):
    def __init__(self, dim=8, length=4, **kwargs):
        super().__init__(**kwargs)
        self.length = length
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.r = nn.Dense(dim, flatten=False, in_units=dim)

    def rel_shift(self, F, x):
        zero = F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=1))
        padded = F.concat(zero, x, dim=2).reshape((0, self.length + 1, self.length))
        return F.slice_axis(padded, axis=1, begin=1, end=None).reshape((0, self.length, self.length))

    def hybrid_forward(self, F, x):
        bd = F.batch_dot(self.q(x), self.r(x), transpose_b=True)
        return F.softmax(self.rel_shift(F, bd), axis=-1)


Net = RelShiftAttention
