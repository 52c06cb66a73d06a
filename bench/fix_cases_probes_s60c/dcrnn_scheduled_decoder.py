"""DCRNN's decoder with scheduled sampling: a GO symbol `F.zeros((batch, nodes * out_dim))` with
`batch = encoder_h.shape[0]`, `horizon` steps where the next input is the ground truth `labels[t]`
when training draws below the threshold and the model's own output otherwise, stacked by `F.stack`."""
import numpy as np
from mxnet import autograd
from mxnet.gluon import nn


INPUTS = [(2, 6), (3, 2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, nodes=3, units=2, horizon=3, threshold=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nodes, self.units, self.horizon, self.threshold = nodes, units, horizon, threshold
        with self.name_scope():
            self.cell = nn.Dense(nodes * units, in_units=nodes + nodes * units)
            self.out = nn.Dense(nodes, in_units=nodes * units)

    def hybrid_forward(self, F, encoder_h, labels):
        batch = encoder_h.shape[0]
        go = F.zeros((batch, self.nodes))
        h = encoder_h
        outputs = []
        for t in range(self.horizon):
            h = F.tanh(self.cell(F.concat(go, h, dim=1)))
            out = self.out(h)
            outputs.append(out)
            if autograd.is_training() and np.random.uniform(0, 1) < self.threshold:
                go = labels[t]
            else:
                go = out
        return F.stack(*outputs)
