"""Gaze-aware dialogue state (a multimodal assistant): per-turn gaze angles turned into unit vectors by `g[:, :, 0]` and `g[:, :, 1]`, concatenated to the turn features, a recurrence over the turns started from zeros of the batch, and the slot gate's (N, 1) probability against the (N, V) values."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=4, values=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.wx = nn.Dense(hidden, in_units=7)
            self.wh = nn.Dense(hidden, in_units=hidden, use_bias=False)
            self.value = nn.Dense(values, in_units=hidden)
            self.gate = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, turns, gaze):
        p, y = gaze[:, :, 0], gaze[:, :, 1]
        vec = F.stack(F.cos(p) * F.sin(y), F.sin(p), F.cos(p) * F.cos(y), axis=2)
        x = F.concat(turns, vec, dim=2)
        h = F.zeros((x.shape[0], self.hidden))
        for t in range(x.shape[1]):
            h = F.tanh(self.wx(x[:, t]) + self.wh(h))
        return F.sigmoid(self.gate(h)) * F.softmax(self.value(h), axis=1)
