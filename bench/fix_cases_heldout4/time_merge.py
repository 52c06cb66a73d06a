"""Merge batch and time for a per-frame layer, then split them back."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.frame = nn.Dense(6)

    def hybrid_forward(self, F, x):
        batch, steps = x.shape[0], x.shape[1]
        y = self.frame(x.reshape((batch * steps, -1)))
        return y.reshape((batch, steps, -1))
