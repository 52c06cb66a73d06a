"""Rotary position embedding on queries: halves of the feature axis rotated by position-dependent angles."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, units=6, base=10000.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._base = base
        with self.name_scope():
            self.q = nn.Dense(units, in_units=units, flatten=False)

    def hybrid_forward(self, F, x):
        q = self.q(x)
        d = q.shape[-1]
        inv_freq = 1.0 / (self._base ** (F.arange(0, d, 2) / d))
        angles = F.broadcast_mul(F.arange(x.shape[1]).reshape((-1, 1)), inv_freq.reshape((1, -1)))
        cos = F.concat(F.cos(angles), F.cos(angles), dim=-1)
        sin = F.concat(F.sin(angles), F.sin(angles), dim=-1)
        rotated = F.concat(-q[..., d // 2:], q[..., :d // 2], dim=-1)
        return q * cos + rotated * sin
