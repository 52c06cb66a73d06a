"""Transformer-XL/XLNet `rel_shift` on (N, qlen, klen) position scores: reshaped to (N, klen, qlen) with the configured lengths, the first row dropped by `slice_axis`, reshaped back to (N, qlen, klen - 1) and cut to klen columns."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 6, 8)]


class RelShiftScores(HybridBlock):
    def __init__(self, units=8, qlen=4, klen=6, **kwargs):
        super(RelShiftScores, self).__init__(**kwargs)
        self._qlen = qlen
        self._klen = klen
        with self.name_scope():
            self.r_net = nn.Dense(units, flatten=False, in_units=units, use_bias=False)

    def _rel_shift(self, F, x):
        x = x.reshape((-1, self._klen, self._qlen))
        x = F.slice_axis(x, axis=1, begin=1, end=None)
        x = x.reshape((-1, self._qlen, self._klen - 1))
        return F.slice_axis(x, axis=2, begin=0, end=self._klen - 1)

    def hybrid_forward(self, F, q, pos):
        bd = F.batch_dot(q, self.r_net(pos), transpose_b=True)
        return F.softmax(self._rel_shift(F, bd), axis=-1)


Net = RelShiftScores
