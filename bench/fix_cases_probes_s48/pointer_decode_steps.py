"""Time-major decoder of a copy network: a python loop over the steps reads each step's input as x[t]."""
from mxnet.gluon import nn


INPUTS = [(3, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=4, hidden=5, steps=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._steps = steps
        with self.name_scope():
            self.i2h = nn.Dense(hidden, in_units=in_units)
            self.h2h = nn.Dense(hidden, in_units=hidden, use_bias=False)

    def hybrid_forward(self, F, x):
        h = F.tanh(self.i2h(x[0]))
        outs = [h]
        for t in range(1, self._steps):
            h = F.tanh(self.i2h(x[t]) + self.h2h(h))
            outs.append(h)
        return F.stack(*outs, axis=0)
