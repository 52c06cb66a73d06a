"""NTM location addressing by circular shift convolution: the weighting rolled by one slot either way with `F.concat(w[:, -1:], w[:, :-1], dim=1)` and `F.concat(w[:, 1:], w[:, :1], dim=1)`, mixed by a softmax over three shifts taken as `s[:, 0:1]`, `s[:, 1:2]`, `s[:, 2:3]`."""
from mxnet.gluon import nn


INPUTS = [(2, 6), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.shift = nn.Dense(3, in_units=6)

    def hybrid_forward(self, F, h, w):
        w = F.softmax(w, axis=1)
        s = F.softmax(self.shift(h), axis=1)
        right = F.concat(w[:, -1:], w[:, :-1], dim=1)
        left = F.concat(w[:, 1:], w[:, :1], dim=1)
        return F.broadcast_mul(s[:, 0:1], right) + F.broadcast_mul(s[:, 1:2], w) \
            + F.broadcast_mul(s[:, 2:3], left)
