"""Temporal conv over the windows' features then additive attention over windows: scores (B, T, 1),
softmax over T, and the context as the weighted sum `(h * alpha).sum(axis=1)`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(6, 3, padding=1, in_channels=5)
            self.att = nn.Dense(1, in_units=6, flatten=False)
            self.out = nn.Dense(3, in_units=6)

    def hybrid_forward(self, F, x):
        h = F.relu(self.conv(x)).transpose((0, 2, 1))
        alpha = F.softmax(self.att(F.tanh(h)), axis=1)
        ctx = (h * alpha).sum(axis=1)
        return self.out(ctx)
