"""A DCGRU encoder unrolled over time: the hidden state `F.zeros((x.shape[0], nodes * units))`, a
loop `for t in range(x.shape[1])` over `x[:, t]`, the gates from one graph step `dot(A, .)` on
`F.concat(x_t, h)`, split in two with `F.split`, the candidate from `r * h`."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, nodes=3, cin=2, units=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nodes, self.units = nodes, units
        with self.name_scope():
            self.gate = nn.Dense(2 * units, in_units=cin + units, flatten=False)
            self.cand = nn.Dense(units, in_units=cin + units, flatten=False)

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self.nodes * self.units))
        for t in range(x.shape[1]):
            xt = x[:, t]
            hs = h.reshape((-1, self.nodes, self.units))
            value = F.sigmoid(self.gate(F.concat(xt, hs, dim=-1)))
            r, u = F.split(value, num_outputs=2, axis=-1)
            c = F.tanh(self.cand(F.concat(xt, r * hs, dim=-1)))
            hs = u * hs + (1 - u) * c
            h = hs.reshape((x.shape[0], -1))
        return h
