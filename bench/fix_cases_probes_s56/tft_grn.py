"""Gated residual network of a temporal fusion transformer: a static context (N, C) projected and added to every time step's hidden (N, T, H) after expand_dims, a GLU cut in halves by `h.shape[-1] // 2`, and the skip projected only when the widths differ."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, in_units=4, flatten=False)
            self.ctx = nn.Dense(hidden, in_units=3, use_bias=False)
            self.fc2 = nn.Dense(hidden, in_units=hidden, flatten=False)
            self.glu = nn.Dense(2 * hidden, in_units=hidden, flatten=False)
            self.skip = nn.Dense(hidden, in_units=4, flatten=False)
            self.norm = nn.LayerNorm(in_channels=hidden)

    def hybrid_forward(self, F, a, c):
        h = self.fc1(a) + self.ctx(c).expand_dims(1)
        h = self.fc2(F.LeakyReLU(h, act_type='elu'))
        g = self.glu(h)
        d = g.shape[-1] // 2
        g = g[..., :d] * F.sigmoid(g[..., d:])
        skip = self.skip(a) if a.shape[-1] != d else a
        return self.norm(skip + g)
