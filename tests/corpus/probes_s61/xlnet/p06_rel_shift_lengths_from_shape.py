"""XLNet `rel_shift` reading the lengths from the scores, `n, qlen, klen = x.shape`, before the reshape/slice dance."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 6, 8)]


class ShapeRelShift(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(ShapeRelShift, self).__init__(**kwargs)
        with self.name_scope():
            self.r_net = nn.Dense(units, flatten=False, in_units=units, use_bias=False)

    @staticmethod
    def rel_shift(F, x):
        n, qlen, klen = x.shape
        x = x.reshape((n, klen, qlen))
        x = F.slice_axis(x, axis=1, begin=1, end=None).reshape((n, qlen, klen - 1))
        return F.slice_axis(x, axis=2, begin=0, end=klen - 1)

    def hybrid_forward(self, F, q, pos):
        return self.rel_shift(F, F.batch_dot(q, self.r_net(pos), transpose_b=True))


Net = ShapeRelShift
