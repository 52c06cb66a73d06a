"""Sliding-window attention written as a full score matrix with a diagonal band: positions from
`F.arange(t)` with `t = x.shape[1]`, the band `|i - j| <= w` as a (t, t) float mask, added to the
(n, t, t) scores as `scores + (1 - band) * -1e4` (plain operators between different shapes)."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, one_sided=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.one_sided = one_sided
        with self.name_scope():
            self.q = nn.Dense(d, in_units=d, flatten=False)
            self.k = nn.Dense(d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x):
        t = x.shape[1]
        pos = F.arange(t)
        dist = F.abs(pos.reshape((-1, 1)) - pos.reshape((1, -1)))
        band = dist <= self.one_sided
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True) / math.sqrt(x.shape[-1])
        scores = scores + (1 - band) * -1e4
        return F.batch_dot(F.softmax(scores, axis=-1), x)
