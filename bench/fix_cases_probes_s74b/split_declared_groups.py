"""Res2Net-style hierarchical residual: a 1x1 conv to a declared width, split into one slice per
channel group with `F.split(y, num_outputs=y.shape[1] // self.width, axis=1)`, each group added to
the previous group's output. Pattern: Res2Net's Bottle2neck as Gluon ports write it; written for
this set."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.width = 2
        with self.name_scope():
            self.reduce = nn.Conv2D(8, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        y = self.reduce(x)
        parts = F.split(y, num_outputs=y.shape[1] // self.width, axis=1)
        outs = [parts[0]]
        for p in parts[1:]:
            outs.append(F.relu(p + outs[-1]))
        return F.concat(*outs, dim=1)
