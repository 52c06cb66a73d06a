"""HAN word pooling by a stable log-sum-exp: the (N, 1, H) max with `keepdims=True` plus the log of the summed shifted exponentials, also `keepdims=True`, by a plain `+` of the two equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 6)]


class LSEPooling(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super(LSEPooling, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(units, activation="tanh", flatten=False, in_units=units)

    def hybrid_forward(self, F, h):
        s = self.enc(h)
        m = F.max(s, axis=1, keepdims=True)
        lse = m + F.log(F.sum(F.exp(F.broadcast_sub(s, m)), axis=1, keepdims=True))
        return lse.reshape((0, -1))


Net = LSEPooling
