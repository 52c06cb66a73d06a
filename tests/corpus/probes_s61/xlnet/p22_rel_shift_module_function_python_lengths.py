"""Transformer-XL `rel_shift` as a module-level function taking `F` and python lengths, padding a zero column made by `zeros_like(slice_axis(...))`, reshaping with `reshape(shape=(...))`, dropping the first row by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn


def rel_shift(F, x, qlen, klen):
    zero = F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=1))
    padded = F.concat(zero, x, dim=2).reshape(shape=(-1, klen + 1, qlen))
    return F.slice_axis(padded, axis=1, begin=1, end=None).reshape(shape=(-1, qlen, klen))


INPUTS = [(2, 4, 8), (2, 4, 8)]


class FunctionRelShift(HybridBlock):
    def __init__(self, units=8, qlen=4, klen=4, **kwargs):
        super(FunctionRelShift, self).__init__(**kwargs)
        self._qlen, self._klen = qlen, klen
        with self.name_scope():
            self.r_net = nn.Dense(units, flatten=False, in_units=units, use_bias=False)

    def hybrid_forward(self, F, q, pos):
        bd = F.batch_dot(q, self.r_net(pos), transpose_b=True)
        return F.softmax(rel_shift(F, bd, self._qlen, self._klen), axis=-1)


Net = FunctionRelShift
