"""An SRU layer over a time-major sequence: one Dense computes `x~`, forget and reset gates for all steps, `for t in range(len(x))` runs `c = f[t] * c + (1 - f[t]) * xt[t]` and the highway output `r[t] * F.tanh(c) + (1 - r[t]) * x[t]`, the state starting as `F.zeros_like(x[0])`."""
from mxnet.gluon import nn


INPUTS = [(4, 2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, d=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d = d
        with self.name_scope():
            self.W = nn.Dense(3 * d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x):
        u = self.W(x)
        xt, f, r = F.split(u, num_outputs=3, axis=2)
        f, r = F.sigmoid(f), F.sigmoid(r)
        c = F.zeros_like(x[0])
        hs = []
        for t in range(len(x)):
            c = f[t] * c + (1 - f[t]) * xt[t]
            hs.append(r[t] * F.tanh(c) + (1 - r[t]) * x[t])
        return F.stack(*hs)
