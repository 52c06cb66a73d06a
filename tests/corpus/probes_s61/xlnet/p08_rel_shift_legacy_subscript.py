"""Transformer-XL `rel_shift` ported from PyTorch with subscripts: the zero-padded scores reshaped by the configured lengths and the first row dropped by `x[:, 1:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 4, 8)]


class SubscriptRelShift(HybridBlock):
    def __init__(self, units=8, qlen=4, klen=4, **kwargs):
        super(SubscriptRelShift, self).__init__(**kwargs)
        self._qlen = qlen
        self._klen = klen
        with self.name_scope():
            self.r_net = nn.Dense(units, flatten=False, in_units=units, use_bias=False)

    def hybrid_forward(self, F, q, pos):
        x = F.batch_dot(q, self.r_net(pos), transpose_b=True)
        zero = F.zeros_like(F.slice_axis(x, axis=2, begin=0, end=1))
        padded = F.concat(zero, x, dim=2).reshape((-1, self._klen + 1, self._qlen))
        return padded[:, 1:].reshape((-1, self._qlen, self._klen))


Net = SubscriptRelShift
